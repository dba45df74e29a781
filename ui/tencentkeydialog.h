#pragma once

#include "net/tencentkey.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace ga {

// Catalog > Tencent Cloud API key: the key pair Update prices signs Tencent's price calls with,
// stored in the system keyring and nowhere else. Save checks the pair's form and stores it; a
// keyring that fails says so in the dialog, which stays open with what was typed. Remove deletes
// a stored pair.
class TencentKeyDialog final : public QDialog {
    Q_OBJECT

public:
    // `firstAsk`: opened by Update prices, so Cancel reads "Skip Tencent Cloud".
    TencentKeyDialog(TencentKeyStore *store, bool firstAsk, QWidget *parent = nullptr);

    // The pair stored, after Save.
    std::optional<TencentCredentials> saved() const { return m_saved; }

private:
    void save();
    void remove();
    void showProblem(const QString &text);
    void setBusy(bool busy);

    TencentKeyStore *m_store;
    QLineEdit *m_id;
    QLineEdit *m_key;
    QLabel *m_problem;
    QPushButton *m_save;
    QPushButton *m_remove;
    std::optional<TencentCredentials> m_saved;
};

} // namespace ga
