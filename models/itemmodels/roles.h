#pragma once

#include <Qt>

namespace ga {

// The roles more than one model answers, declared once, so that a delegate, a proxy or a test
// reads any model with the same number (as GammaRay's common/modelroles.h). A model's own roles
// start at FirstModelRole.
enum ModelRole : int {
    RawValueRole = Qt::UserRole + 1, // the cell's value as a number or plain text: the sort role; never parsed from display text
    KeyRole,                         // the instance a row stands for: provider:type:region
    SeverityRole,                    // int(Severity); -1 = none
    SourceRole,                      // where the row's figure comes from
    FirstModelRole
};

} // namespace ga
