#pragma once

#include "core/advice.h"
#include "core/memory.h"

#include <QObject>

#include <memory>

namespace ga {

// Owns what the window shows: the catalog, the scenario being edited and the advice for the
// last valid scenario. Every accepted edit recomputes at once (advise() is fast and pure); a
// rejected edit reports the field and keeps the previous advice on screen.
class AdvisorSession final : public QObject {
    Q_OBJECT

public:
    explicit AdvisorSession(std::shared_ptr<const Catalog> catalog, QObject *parent = nullptr);

    const Scenario &scenario() const { return m_advice.scenario; }
    const Advice &advice() const { return m_advice; }
    const Catalog &catalog() const { return *m_catalog; }
    const CurrencySettings &currency() const { return m_options.currency; }
    const AdviseOptions &options() const { return m_options; }
    const std::optional<FieldError> &lastError() const { return m_error; }
    // Another scenario judged as this one is (catalog, currency, correction), for comparisons.
    Advice adviceFor(const Scenario &s) const { return advise(s, m_catalog, m_options); }

    // Returns false (and emits scenarioRejected) when the scenario is invalid.
    bool setScenario(const Scenario &s);
    void setCurrency(const CurrencySettings &c);
    // The user's own correction (Calibrate with my measurement); an empty one removes it.
    void setCorrection(const UserCorrection &c);
    const UserCorrection &correction() const { return m_options.memory.correction; }
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    // Only these instances count (AdviseOptions::keeps): the rows, the picks and the GPU counts
    // are worked out over what the window's filters show. Empty lists keep everything.
    void setFilters(const QStringList &providers, const QStringList &gpus, const QStringList &regions);

Q_SIGNALS:
    void adviceChanged();
    // Another catalog is in use; adviceChanged follows with the advice it gives.
    void catalogChanged();
    void scenarioRejected(const ga::FieldError &error);

private:
    void recompute(const Scenario &s);

    std::shared_ptr<const Catalog> m_catalog;
    AdviseOptions m_options;
    Advice m_advice;
    std::optional<FieldError> m_error;
};

} // namespace ga
