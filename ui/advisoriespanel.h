#pragma once

#include <QWidget>

class QLabel;
class QTableView;
class QTextBrowser;

namespace ga {

class AdvisoriesModel;

// Bottlenecks for the job and for the selected instance: severity, what to do, the evidence, and
// below the table the full "why" of the current advisory with its source.
class AdvisoriesPanel final : public QWidget {
    Q_OBJECT

public:
    AdvisoriesPanel(AdvisoriesModel *model, QWidget *parent = nullptr);
    void setContext(const QString &instanceLabel); // "" = job only

private:
    void showWhy();

    AdvisoriesModel *m_model;
    QLabel *m_context = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_why = nullptr;
    QString m_whyText; // what m_why shows
};

} // namespace ga
