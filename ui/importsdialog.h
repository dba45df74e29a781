#pragma once

#include "data/catalogstore.h"

#include <QDialog>

class QPushButton;
class QTreeWidget;

namespace ga {

// Catalog > Stored imports: what each import holds, where it came from and when, and a way to
// remove one (the same store and words as `gpu-advisor catalog imports`).
class ImportsDialog final : public QDialog {
    Q_OBJECT

public:
    ImportsDialog(const LoadedCatalog &inUse, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }

Q_SIGNALS:
    // An import was removed: the catalog in use must be loaded again.
    void importRemoved(const ga::StoredImport &removed);

private:
    void fill();
    void removeSelected();

    LoadedCatalog m_inUse; // as the window keeps it: without the catalog itself
    QTreeWidget *m_list = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace ga
