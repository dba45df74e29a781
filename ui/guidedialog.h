#pragma once

#include <QDialog>

namespace ga {

// F1: a short guide to what the window shows (the budget, tiers, picks, advisories, the GPU
// count, run time and prices) in the user's language. Non-modal, so it can stay open beside
// the window.
class GuideDialog final : public QDialog {
    Q_OBJECT

public:
    explicit GuideDialog(QWidget *parent = nullptr);

    static QString html();
    // The picks and their definitions as an HTML list (the guide and Help > How the picks are chosen).
    static QString picksListHtml();
};

} // namespace ga
