#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeView;

namespace ga {

struct Advice;
class NeedsModel;

// "How many GPUs?": the smallest configuration per GPU model (NeedsModel), with a button that
// makes the chosen one the scenario's GPU count and ZeRO stage. The main window shows it above
// the instances when nothing holds the job as configured: that list is the first answer then.
class NeedsPanel final : public QWidget {
    Q_OBJECT

public:
    explicit NeedsPanel(NeedsModel *model, QWidget *parent = nullptr);

    void showAdvice(const Advice &advice);
    QTreeView *view() const { return m_view; }

Q_SIGNALS:
    void configurationChosen(int gpus, int zero);

private:
    void chooseCurrent();

    NeedsModel *m_model;
    QLabel *m_heading = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_use = nullptr;
};

} // namespace ga
