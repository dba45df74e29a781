#pragma once

#include "core/advice.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTreeView;

namespace ga {

class AdvisorSession;
class NeedsModel;

// "How many GPUs?": the smallest configuration per GPU model (NeedsModel), with a button that
// makes the chosen one the scenario's GPU count and ZeRO stage. The main window shows it above
// the instances when nothing holds the job as configured: that list is the first answer then.
class NeedsPanel final : public QWidget {
    Q_OBJECT

public:
    // Follows the session's advice; while the panel is hidden the table waits: it is filled when
    // the panel shows.
    explicit NeedsPanel(AdvisorSession *session, QWidget *parent = nullptr);

    NeedsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

Q_SIGNALS:
    void configurationChosen(int gpus, int zero, const QString &instanceKey);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showAdvice(const Advice &advice);
    void chooseCurrent();

    NeedsModel *m_model;
    QLabel *m_heading = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_use = nullptr;
    std::optional<Advice> m_pending; // the advice to show when the panel next shows
};

} // namespace ga
