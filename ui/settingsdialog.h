#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace ga {

struct AppSettings {
    QString currency = QStringLiteral("USD");
    double cnyPerUsd = 7.2;
    double defaultHeadroom = 0.2;
    QString language; // empty = system
    QString appearance; // empty = the system's colours; "light" or "dark"
    double correctionShare = 0; // the user's calibration (memory.h UserCorrection)
    QString correctionBasis;
    QString refreshUrl; // empty = the address this build was configured with, if any
    bool weeklyCheck = false;

    static AppSettings load();
    void save() const;
};

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
    QCheckBox *m_weeklyCheck = nullptr;
};

} // namespace ga
