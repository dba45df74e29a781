#pragma once

#include <QWidget>

class QLabel;
class QTableView;
class QTextBrowser;

namespace ga {

class AdvisorSession;
class AdvisoriesModel;

// Bottlenecks for the job and for the selected instance: severity, what to do, the evidence, and
// below the table the full "why" of the current advisory with its source.
class AdvisoriesPanel final : public QWidget {
    Q_OBJECT

public:
    explicit AdvisoriesPanel(AdvisorSession *session, QWidget *parent = nullptr);
    AdvisoriesModel *model() const { return m_model; }
    // The job's advisories and those of this instance of the session's advice ("" = job only).
    void showInstance(const QString &key);

private:
    void setContext(const QString &instanceLabel); // "" = job only
    void showWhy();

    AdvisorSession *m_session;
    AdvisoriesModel *m_model;
    QLabel *m_context = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_why = nullptr;
    QString m_whyText; // what m_why shows
};

} // namespace ga
