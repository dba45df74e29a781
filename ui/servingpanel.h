#pragma once

#include <QWidget>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace ga {

struct Advice;
struct InstanceEvaluation;
class AdvisorSession;

// What the inference engine does on the selected instance (DESIGN.md §9): the start-up figures
// vLLM or SGLang will print for one GPU of a replica, the workload's replicas and speed, and the
// command that launches it, with a copy button. Follows the session's advice and the selection.
class ServingPanel final : public QWidget {
    Q_OBJECT

public:
    explicit ServingPanel(AdvisorSession *session, QWidget *parent = nullptr);

    void showInstance(const QString &key);
    QString launchText() const;

private:
    void show(const Advice &advice, const InstanceEvaluation *e);
    void setRow(int row, const QString &value, const QString &tip = {});

    AdvisorSession *m_session;
    QString m_key;
    QLabel *m_title = nullptr;
    QFormLayout *m_form = nullptr;
    QWidget *m_figures = nullptr;
    QList<QLabel *> m_values;
    QLineEdit *m_launch = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace ga
