#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;

namespace ga {

struct AppSettings {
    QString currency = QStringLiteral("USD");
    double cnyPerUsd = 7.2;
    double defaultHeadroom = 0.2;
    QString language; // empty = system
    double correctionShare = 0; // the user's calibration (memory.h UserCorrection)
    QString correctionBasis;

    static AppSettings load();
    void save() const;
};

// Preferences: display currency and exchange rate, default headroom, language.
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
};

} // namespace ga
