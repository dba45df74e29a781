#pragma once

#include "ui/queuedonce.h"

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

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitRows();                                // rows as tall as their wrapped messages at the column's width
    void fitRowsLater();                           // once the view has laid out its columns again
    void setContext(const QString &instanceLabel); // "" = job only
    void showWhy();

    AdvisorSession *m_session;
    AdvisoriesModel *m_model;
    QLabel *m_context = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_why = nullptr;
    QString m_whyText;    // what m_why shows
    int m_rowsFitAt = -1; // the message column's width when the rows were last measured
    QueuedOnce m_fitLater;
};

} // namespace ga
