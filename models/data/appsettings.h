#pragma once

#include "base/settings.h"
#include "core/calibration.h"
#include "core/cost.h"
#include "core/memory.h"
#include "core/scenario.h"

#include <QByteArray>
#include <QDateTime>

namespace ga {

// Every setting the application stores, each declared once with its key, default and accepted
// range; the window, the command line and the catalog refresh read them from here. The keys are
// the ones earlier versions wrote, so stored settings keep working.
namespace settings {

// Money (Preferences): the display currency and the user's exchange rate.
inline const SettingValue<QString> currency{"money/currency", CurrencySettings{}.display, oneOf(supportedCurrencies())};
// The lowest rate the setting and its spin box take: validate(CurrencySettings)'s bound is exclusive.
inline constexpr double kMinCnyPerUsd = CurrencySettings::kMinCnyPerUsd + 0.0001;
inline const SettingValue<double> cnyPerUsd{"money/cnyPerUsd", CurrencySettings{}.cnyPerUsd,
                                            clampedTo(kMinCnyPerUsd, CurrencySettings::kMaxCnyPerUsd)};

// The headroom of a new scenario, within the scenario field's range.
inline const SettingValue<double> defaultHeadroom{
    "scenario/defaultHeadroom", kDefaultHeadroom,
    clampedTo(scenarioField(QStringLiteral("headroom"))->min, scenarioField(QStringLiteral("headroom"))->max)};

// Look (Preferences); empty = the system's language, the system's colours.
inline const SettingValue<QString> language{"ui/language", QString()};
inline const SettingValue<QString> appearance{"ui/appearance", QString(),
                                              oneOf({QString(), QStringLiteral("light"), QStringLiteral("dark")})};

// The user's calibration (memory.h UserCorrection); the basis says what the share rests on.
inline const SettingValue<double> correctionShare{"memory/correctionShare", UserCorrection{}.share,
                                                  clampedTo(kMinCorrectionShare, kMaxCorrectionShare)};
inline const SettingValue<QString> correctionBasis{"memory/correctionBasis", UserCorrection{}.basis};

// Catalog refresh, shared by Preferences and `catalog refresh`. Empty address = the one this
// build was configured with, if any (configuredRefreshUrl).
inline const SettingValue<QString> refreshUrl{"catalog/refreshUrl", QString(),
                                              [](const QString &url) { return std::optional(url.trimmed()); }};
// A mirror of the providers' public price files (net/pricesources.h); empty = fetch each where it
// is published.
inline const SettingValue<QString> priceMirror{"catalog/priceMirror", QString(),
                                               [](const QString &url) { return std::optional(url.trimmed()); }};
inline const SettingValue<bool> weeklyCheck{"catalog/weeklyCheck", false};        // off unless the user turns it on
inline const SettingValue<QDateTime> lastCheck{"catalog/lastCheck", QDateTime()}; // when the last check succeeded
// Update prices asked once for a Tencent Cloud key (the key itself lives in the system keyring).
inline const SettingValue<bool> tencentKeyAsked{"catalog/tencentKeyAsked", false};
// How often the periodic check runs when it is on.
inline constexpr int kCheckIntervalDays = 7;

// The window's layout, and the scenario and file it showed when it closed.
inline const SettingValue<QByteArray> windowGeometry{"window/geometry", QByteArray()};
inline const SettingValue<QByteArray> windowState{"window/state", QByteArray()};
inline const SettingValue<QString> lastScenario{"scenario/last", QString()}; // the scenario file's text
inline const SettingValue<QString> lastScenarioPath{"scenario/lastPath", QString()};

// The scenario document (session/scenariodocument.h): recent files, and what a crash leaves.
inline const SettingValue<QStringList> recentFiles{"scenario/recentFiles", QStringList()};
inline const SettingValue<bool> sessionRunning{"scenario/sessionRunning", false}; // true while a window is open
inline const SettingValue<QString> autosaveOrigin{"scenario/autosaveOrigin", QString()};

} // namespace settings

// The Preferences as one value, for the dialog and the window; read and written through the
// declarations above.
struct AppSettings {
    CurrencySettings currency;
    double defaultHeadroom = kDefaultHeadroom;
    QString language;   // empty = system
    QString appearance; // empty = the system's colours; "light" or "dark"
    UserCorrection correction;
    QString refreshUrl;  // empty = the address this build was configured with, if any
    QString priceMirror; // empty = each price file from where it is published
    bool weeklyCheck = settings::weeklyCheck.defaultValue();

    static AppSettings load();
    void save() const;
};

} // namespace ga
