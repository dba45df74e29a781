#include "data/appsettings.h"

namespace ga {

AppSettings AppSettings::load()
{
    AppSettings a;
    a.currency.display = settings::currency.value();
    a.currency.cnyPerUsd = settings::cnyPerUsd.value();
    a.defaultHeadroom = settings::defaultHeadroom.value();
    a.language = settings::language.value();
    a.appearance = settings::appearance.value();
    a.correction = {settings::correctionShare.value(), settings::correctionBasis.value()};
    if (a.correction.basis.isEmpty())
        a.correction.share = 0; // a correction is never kept without saying what it rests on
    a.refreshUrl = settings::refreshUrl.value();
    a.priceMirror = settings::priceMirror.value();
    a.weeklyCheck = settings::weeklyCheck.value();
    return a;
}

void AppSettings::save() const
{
    settings::currency.setValue(currency.display);
    settings::cnyPerUsd.setValue(currency.cnyPerUsd);
    settings::defaultHeadroom.setValue(defaultHeadroom);
    settings::appearance.setOrRemove(appearance);
    settings::language.setOrRemove(language);
    if (correction.share == 0) {
        settings::correctionShare.remove();
        settings::correctionBasis.remove();
    } else {
        settings::correctionShare.setValue(correction.share);
        settings::correctionBasis.setValue(correction.basis);
    }
    settings::refreshUrl.setOrRemove(refreshUrl);
    settings::priceMirror.setOrRemove(priceMirror);
    settings::weeklyCheck.setValue(weeklyCheck);
}

} // namespace ga
