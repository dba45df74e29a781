#include "ui/settingsdialog.h"

#include "core/cost.h"
#include "core/scenario.h"
#include "net/catalogrefresh.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QStyle>

namespace ga {

void applyAppearance(const QString &appearance)
{
    static const QPalette systemPalette = QApplication::palette();
    static const QString systemStyle = QApplication::style()->name();
    if (appearance.isEmpty()) {
        QApplication::setStyle(systemStyle);
        QApplication::setPalette(systemPalette);
        return;
    }
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p = QApplication::style()->standardPalette();
    if (appearance == QLatin1String("dark")) {
        // Fusion's own dark roles (as in Qt's documentation examples): text on dark grey, links
        // and highlights light enough for the contrast the rest of the window assumes.
        const QColor window(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), text(0xe8, 0xe8, 0xe8), disabled(0x80, 0x80, 0x80);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
        p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, disabled);
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
        p.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
        p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xa8));
        p.setColor(QPalette::HighlightedText, Qt::white);
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            p.setColor(QPalette::Disabled, role, disabled);
    }
    QApplication::setPalette(p);
}

SettingsDialog::SettingsDialog(const AppSettings &current, QWidget *parent) : QDialog(parent), m_current(current)
{
    setWindowTitle(tr("Preferences"));
    auto *form = new QFormLayout(this);
    m_currency = new QComboBox(this);
    for (const QString &code : supportedCurrencies())
        m_currency->addItem(currencyDisplayName(code), code);
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(current.currency.display)));
    m_rate = new QDoubleSpinBox(this);
    m_rate->setRange(settings::kMinCnyPerUsd, CurrencySettings::kMaxCnyPerUsd);
    m_rate->setDecimals(4);
    m_rate->setValue(current.currency.cnyPerUsd);
    m_rate->setSuffix(tr(" CNY per USD"));
    m_rate->setToolTip(tr("Used to compare CNY-priced clouds (Alibaba, Tencent) with USD-priced ones. Set today's rate."));
    m_headroom = new QDoubleSpinBox(this);
    const ScenarioField *headroom = scenarioField(QStringLiteral("headroom"));
    m_headroom->setRange(headroom->min * 100, headroom->max * 100);
    m_headroom->setDecimals(0);
    m_headroom->setSuffix(tr(" %"));
    m_headroom->setValue(current.defaultHeadroom * 100);
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("System"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(current.language)));
    form->addRow(tr("Show money in"), m_currency);
    form->addRow(tr("Exchange rate"), m_rate);
    form->addRow(tr("Default headroom"), m_headroom);
    form->addRow(tr("Language"), m_language);
    m_appearance = new QComboBox(this);
    m_appearance->setObjectName(QStringLiteral("appearanceCombo"));
    m_appearance->addItem(tr("System", "appearance"), QString());
    m_appearance->addItem(tr("Light", "appearance"), QStringLiteral("light"));
    m_appearance->addItem(tr("Dark", "appearance"), QStringLiteral("dark"));
    m_appearance->setCurrentIndex(std::max(0, m_appearance->findData(current.appearance)));
    form->addRow(tr("Appearance"), m_appearance);
    m_refreshUrl = new QLineEdit(current.refreshUrl, this);
    m_refreshUrl->setObjectName(QStringLiteral("refreshUrlEdit"));
    m_refreshUrl->setPlaceholderText(configuredRefreshUrl().isEmpty() ? QStringLiteral("https://…/catalog.json") : configuredRefreshUrl());
    m_refreshUrl->setToolTip(tr("Optional. Catalog > Update prices first fetches a whole catalog from here over HTTPS (a GPU "
                                "Advisor catalog in JSON, as a mirror serves it), then each provider's public price file."));
    m_priceMirror = new QLineEdit(current.priceMirror, this);
    m_priceMirror->setObjectName(QStringLiteral("priceMirrorEdit"));
    m_priceMirror->setPlaceholderText(tr("none: from where each is published"));
    m_priceMirror->setToolTip(tr("Optional. Fetch the providers' price files through this HTTPS mirror, where a network cannot reach "
                                 "where they are published (raw.githubusercontent.com). It serves each file under the path that "
                                 "`gpu-advisor catalog refresh --list --mirror URL` shows."));
    m_weeklyCheck = new QCheckBox(tr("Check for newer prices once a week, in the background after start-up"), this);
    m_weeklyCheck->setObjectName(QStringLiteral("weeklyCheckBox"));
    m_weeklyCheck->setChecked(current.weeklyCheck);
    form->addRow(tr("Whole catalog from"), m_refreshUrl);
    form->addRow(tr("Price files through"), m_priceMirror);
    form->addRow(m_weeklyCheck);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

AppSettings SettingsDialog::settings() const
{
    AppSettings a = m_current; // what the dialog does not show (the user's correction) stays
    a.currency.display = m_currency->currentData().toString();
    a.currency.cnyPerUsd = m_rate->value();
    a.defaultHeadroom = m_headroom->value() / 100.0;
    a.language = m_language->currentData().toString();
    a.appearance = m_appearance->currentData().toString();
    a.refreshUrl = m_refreshUrl->text().trimmed();
    a.priceMirror = m_priceMirror->text().trimmed();
    a.weeklyCheck = m_weeklyCheck->isChecked();
    return a;
}

} // namespace ga
