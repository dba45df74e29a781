#include "session/advisorsession.h"
#include "data/presets.h"

namespace ga {

AdvisorSession::AdvisorSession(std::shared_ptr<const Catalog> catalog, QObject *parent) : QObject(parent), m_catalog(std::move(catalog))
{
    m_options.today = QDate::currentDate();
    recompute(defaultScenario());
}

bool AdvisorSession::setScenario(const Scenario &s)
{
    if (auto e = validate(s)) {
        m_error = e;
        Q_EMIT scenarioRejected(*e);
        return false;
    }
    m_error.reset();
    recompute(s);
    return true;
}

void AdvisorSession::setCurrency(const CurrencySettings &c)
{
    if (validate(c))
        return;
    m_options.currency = c;
    recompute(m_advice.scenario);
}

void AdvisorSession::setCorrection(const UserCorrection &c)
{
    m_options.memory.correction = c;
    recompute(m_advice.scenario);
}

void AdvisorSession::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = std::move(catalog);
    Q_EMIT catalogChanged();
    recompute(m_advice.scenario);
}

void AdvisorSession::setFilters(const QStringList &providers, const QStringList &gpus, const QStringList &regions)
{
    if (providers == m_options.providers && gpus == m_options.gpus && regions == m_options.regions)
        return;
    m_options.providers = providers;
    m_options.gpus = gpus;
    m_options.regions = regions;
    recompute(m_advice.scenario);
}

void AdvisorSession::recompute(const Scenario &s)
{
    m_advice = advise(s, m_catalog, m_options);
    Q_EMIT adviceChanged();
}

} // namespace ga
