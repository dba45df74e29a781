#pragma once

#include "data/appsettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace ga {

// The colours of the window: the system's, or Fusion's light or dark palette (for desktops whose
// theme Qt does not follow). Applied at start-up and when the preference changes.
void applyAppearance(const QString &appearance);

// Preferences: display currency and exchange rate, default headroom, language, where prices
// are updated from and whether they are checked weekly.
class SettingsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const AppSettings &current, QWidget *parent = nullptr);
    AppSettings settings() const;

private:
    AppSettings m_current;
    QComboBox *m_currency = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QDoubleSpinBox *m_headroom = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_appearance = nullptr;
    QLineEdit *m_refreshUrl = nullptr;
    QLineEdit *m_priceMirror = nullptr;
    QCheckBox *m_weeklyCheck = nullptr;
};

} // namespace ga
