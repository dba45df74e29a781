#include "ui/tencentkeydialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace ga {

TencentKeyDialog::TencentKeyDialog(TencentKeyStore *store, bool firstAsk, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_id(new QLineEdit(this))
    , m_key(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("tencentKeyDialog"));
    setWindowTitle(tr("Tencent Cloud API key"));
    auto *intro =
        new QLabel(tr("Tencent Cloud publishes no price file: its current prices come from its API, which answers only calls signed with "
                      "an account's key. GPU Advisor asks it for the list prices of its GPU instances (DescribeZoneInstanceConfigInfos, "
                      "read-only) in the mainland regions, and changes nothing in your account.<br><br>"
                      "Use a sub-user's key with read-only access to CVM (the policy QcloudCVMReadOnlyAccess), created under "
                      "<i>Access Management &gt; API Keys</i> in Tencent Cloud's console. The key is kept in this computer's keyring, "
                      "never in a file, and the SecretKey is only used to sign; it is never sent. Prices come in your account's "
                      "currency: use an account of cloud.tencent.com (yuan)."),
                   this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    m_id->setObjectName(QStringLiteral("tencentSecretId"));
    m_id->setPlaceholderText(tr("AKID…", "Tencent SecretId placeholder"));
    m_key->setObjectName(QStringLiteral("tencentSecretKey"));
    m_key->setEchoMode(QLineEdit::Password);
    m_problem->setObjectName(QStringLiteral("tencentKeyProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto *form = new QFormLayout;
    form->addRow(tr("SecretId:"), m_id);
    form->addRow(tr("SecretKey:"), m_key);

    auto *buttons = new QDialogButtonBox(this);
    m_save = buttons->addButton(tr("Save in the keyring"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("tencentKeySave"));
    m_remove = buttons->addButton(tr("Remove the stored key"), QDialogButtonBox::DestructiveRole);
    m_remove->setObjectName(QStringLiteral("tencentKeyRemove"));
    QPushButton *cancel = buttons->addButton(firstAsk ? tr("Skip Tencent Cloud") : tr("Cancel"), QDialogButtonBox::RejectRole);
    cancel->setObjectName(QStringLiteral("tencentKeyCancel"));
    // Save and Remove finish when the keyring answers, not on the click.
    connect(m_save, &QPushButton::clicked, this, &TencentKeyDialog::save);
    connect(m_remove, &QPushButton::clicked, this, &TencentKeyDialog::remove);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

void TencentKeyDialog::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

void TencentKeyDialog::setBusy(bool busy)
{
    m_save->setEnabled(!busy);
    m_remove->setEnabled(!busy);
}

void TencentKeyDialog::save()
{
    const TencentCredentials c{m_id->text().trimmed(), m_key->text().trimmed()};
    if (const auto why = tencentCredentialsProblem(c)) {
        showProblem(*why);
        (c.secretId.isEmpty() || why->startsWith(QLatin1String("SecretId")) ? m_id : m_key)->setFocus();
        return;
    }
    setBusy(true);
    showProblem(tr("Storing in the keyring…"));
    m_store->write(c, [self = QPointer(this), c](const QString &error) {
        if (!self)
            return;
        self->setBusy(false);
        if (!error.isEmpty()) {
            self->showProblem(tr("Not stored: %1. GPU Advisor does not keep the key in a file instead; for the command line, set "
                                 "TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY.")
                                  .arg(error));
            return;
        }
        self->m_saved = c;
        self->accept();
    });
}

void TencentKeyDialog::remove()
{
    setBusy(true);
    m_store->remove([self = QPointer(this)](const QString &error) {
        if (!self)
            return;
        self->setBusy(false);
        if (!error.isEmpty()) {
            self->showProblem(tr("Not removed: %1.").arg(error));
            return;
        }
        self->m_id->clear();
        self->m_key->clear();
        self->showProblem(tr("The stored key was removed; Update prices skips Tencent Cloud until you save another."));
    });
}

} // namespace ga
