#include "output/adviceexport.h"
#include "data/presets.h"
#include "data/scenariojson.h"

#include <QStringList>

namespace ga {

namespace {

std::string s8(const QString &s)
{
    return s.toStdString();
}

nlohmann::ordered_json keyOrNull(const Advice &advice, int i)
{
    return i < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(s8(advice.instances[i].key()));
}

nlohmann::ordered_json scalingJson(const Scaling &sc)
{
    return {{"efficiency", sc.efficiency},
            {"link", s8(toId(sc.link))},
            {"bus_gbs", sc.link == Link::None ? 0.0 : sc.busGBs},
            {"bytes_per_step", sc.bytesPerStep},
            {"compute_s", sc.computeSeconds},
            {"comm_s", sc.commSeconds},
            {"exposed_s", sc.exposedSeconds},
            {"network_assumed", sc.networkAssumed}};
}

nlohmann::ordered_json runJson(const RunEstimate &r)
{
    if (!r.available)
        return {{"hours", nullptr}, {"cost", nullptr}, {"mfu", nullptr}, {"scaling_efficiency", nullptr}};
    return {{"hours", r.hours}, {"cost", r.cost}, {"mfu", r.mfu}, {"scaling_efficiency", r.scaling.efficiency}, {"scaling", scalingJson(r.scaling)}};
}

QByteArray csvCell(const QString &text)
{
    QString t = text;
    if (!t.isEmpty() && QStringLiteral("=+-@").contains(t.front()))
        t.prepend(QLatin1Char('\''));
    if (t.contains(QLatin1Char(',')) || t.contains(QLatin1Char('"')) || t.contains(QLatin1Char('\n')) || t.contains(QLatin1Char('\r'))) {
        t.replace(QLatin1String("\""), QLatin1String("\"\""));
        t = QLatin1Char('"') + t + QLatin1Char('"');
    }
    return t.toUtf8();
}

QByteArray csvNumber(double v, int decimals)
{
    return QByteArray::number(v, 'f', decimals);
}

} // namespace

QString severityId(const InstanceEvaluation &e)
{
    const int worst = e.worstSeverity();
    return worst < 0 ? QStringLiteral("none") : toId(Severity(worst));
}

nlohmann::ordered_json modelJson(const ModelSpec &m, qint64 trainable)
{
    nlohmann::ordered_json j;
    j["id"] = s8(m.id);
    j["name"] = s8(m.name);
    j["params"] = m.params;
    j["source"] = s8(toId(m.origin));
    j["inferred"] = m.inferred;
    j["trainable_params"] = trainable;
    j["model_type"] = s8(m.arch.modelType);
    return j;
}

nlohmann::ordered_json vramJson(const MemoryBudget &b)
{
    nlohmann::ordered_json components;
    nlohmann::ordered_json details = nlohmann::ordered_json::array();
    for (const MemoryComponent &c : b.components) {
        components[s8(toId(c.id))] = c.gib();
        nlohmann::ordered_json terms = nlohmann::ordered_json::array();
        for (const MemoryTerm &t : c.terms)
            terms.push_back({{"term", s8(termName(t.term))},
                             {"gib", t.bytes / kGiB},
nlohmann::ordered_json presetJson(const ModelSpec &m)
{
    nlohmann::ordered_json j;
    j["id"] = s8(m.id);
    j["name"] = s8(m.name);
    j["hf_repo"] = s8(m.hfRepo);
    j["params"] = m.params;
    if (m.publishedParams)
        j["published_params"] = *m.publishedParams;
    j["arch"] = architectureToJson(m.arch);
    j["source"] = s8(toId(m.origin));
    j["citation"] = s8(m.source);
    j["as_of"] = s8(m.asOf);
    return j;
}

                             {"host_gib", t.hostBytes / kGiB},
                             {"formula", s8(termFormula(t))},
                             {"seen_by", t.reading == Reading::Allocated  ? "allocated"
                                         : t.reading == Reading::Reserved ? "reserved"
                                                                          : "nvidia-smi"},
                             {"source", s8(termSource(t.term))}});
        details.push_back({{"id", s8(toId(c.id))}, {"gib", c.gib()}, {"formula", s8(componentFormula(c))}, {"terms", terms}});
    }
    nlohmann::ordered_json j;
    j["components"] = components;
    j["total_gib"] = b.totalGiB();
    j["headroom"] = b.headroom;
    j["budget_gib"] = b.budgetGiB();
    j["host_ram_gib"] = b.hostRamGiB();
    j["expected_readings"] = {{"nvidia_smi_gib", b.readings.nvidiaSmi / kGiB},
                              {"torch_max_reserved_gib", b.readings.reserved / kGiB},
                              {"torch_max_allocated_gib", b.readings.allocated / kGiB}};
    j["details"] = details;
    return j;
}

nlohmann::ordered_json estimateJson(const Scenario &s, const MemoryBudget &b)
{
    nlohmann::ordered_json j;
    j["scenario"] = toJson(s);
    j["model"] = modelJson(s.model, b.trainableParams);
    j["vram"] = vramJson(b);
    return j;
}

nlohmann::ordered_json advisoryJson(const Advisory &a)
{
    nlohmann::ordered_json j;
    j["code"] = s8(a.code);
    j["severity"] = s8(toId(a.severity));
    j["message"] = s8(a.message);
    j["evidence"] = s8(a.evidence);
    j["source"] = s8(a.source);
    if (!a.instanceKey.isEmpty())
        j["instance"] = s8(a.instanceKey);
    return j;
}

nlohmann::ordered_json evaluationJson(const Advice &advice, const InstanceEvaluation &e)
{
    const Instance &in = *e.instance;
    nlohmann::ordered_json j;
    j["instance"] = s8(in.type);
    j["provider"] = s8(in.provider);
    j["region"] = s8(in.region);
    j["gpu"] = s8(in.gpuId);
    j["gpu_count"] = in.gpuCount;
    j["vram_per_gpu_gib"] = e.gpu->usableGiB();
    j["fits"] = e.fits;
    j["severity"] = s8(severityId(e));
    j["budget_gib"] = e.memory->budgetGiB();
    j["nodes"] = e.nodes;
    j["gpus"] = e.gpus;
    j["idle_gpus"] = e.idleGpus;
    j["tier"] = s8(tierName(e.tier));
    j["tier_id"] = int(e.tier);
    j["hourly"] = e.hourly;
    j["billing"] = s8(toId(e.annual.billing));
    j["annual"] = {{"instance", e.annual.instance},
                   {"disk", e.annual.disk},
                   {"egress", e.annual.egress},
                   {"object_storage", e.annual.objectStorage},
                   {"requests", e.annual.requests},
                   {"total", e.annual.total()}};
    j["currency"] = s8(advice.currency.display);
    j["run"] = runJson(e.run);
    j["formulas"] = {{"instance", s8(advice.costFormula(e, CostPart::Instance))},
                     {"disk", s8(advice.costFormula(e, CostPart::Disk))},
                     {"egress", s8(advice.costFormula(e, CostPart::Egress))},
                     {"object_storage", s8(advice.costFormula(e, CostPart::ObjectStorage))},
                     {"requests", s8(advice.costFormula(e, CostPart::Requests))},
                     {"run", s8(advice.runFormula(e))},
                     {"scaling", s8(advice.scalingFormula(e))}};
    nlohmann::ordered_json codes = nlohmann::ordered_json::array();
    e.flags.forEach([&codes](AdvisoryCode c, Severity) { codes.push_back(s8(toId(c))); });
    j["advisories"] = codes;
    nlohmann::ordered_json picks = nlohmann::ordered_json::array();
    for (const QString &id : picksOf(e, [](Pick p) { return toId(p); }))
        picks.push_back(s8(id));
    j["picks"] = picks;
    j["suggestion"] = s8(e.suggestionText());
    j["price_estimated"] = e.annual.estimated;
    j["price_stale"] = e.priceStale;
    j["price_missing"] = nlohmann::ordered_json::array();
    for (const auto &[part, id] : {std::pair{CostPart::Disk, "disk"}, std::pair{CostPart::Egress, "egress"},
                                   std::pair{CostPart::ObjectStorage, "object_storage"}, std::pair{CostPart::Requests, "requests"}})
        if (priceMissing(e.annual, part))
            j["price_missing"].push_back(id);
    j["source"] = s8(in.source);
    j["as_of"] = s8(in.asOf);
    return j;
}

nlohmann::ordered_json needJson(const GpuNeed &n)
{
    nlohmann::ordered_json j;
    j["gpu"] = s8(n.gpu->id);
    j["gpu_name"] = s8(n.gpu->name);
    j["gpus"] = n.gpus;
    j["nodes"] = n.nodes;
    j["instance"] = s8(n.instance->key());
    j["zero"] = n.zero;
    j["budget_gib"] = n.budgetBytes / kGiB;
    j["hourly"] = n.priced ? nlohmann::ordered_json(n.hourly) : nlohmann::ordered_json(nullptr);
    j["run"] = runJson(n.run);
    if (n.run.available && !n.priced)
        j["run"]["cost"] = nullptr;
    j["text"] = s8(n.text());
    return j;
}

nlohmann::ordered_json adviceJson(const Advice &advice, int shown)
{
    const Scenario &s = advice.scenario;
    const int count = shown < 0 ? int(advice.instances.size()) : std::min(shown, int(advice.instances.size()));
    nlohmann::ordered_json j = estimateJson(s, advice.memory);
    j["catalog"] = {{"version", s8(advice.catalog->version)}, {"as_of", s8(advice.catalog->asOf)}};
    j["tiers"] = nlohmann::ordered_json::array();
    for (int i = 0; i < count; ++i)
        j["tiers"].push_back(evaluationJson(advice, advice.instances[i]));
    nlohmann::ordered_json picks;
    for (int p = 0; p < kPickCount; ++p)
        picks[s8(toId(Pick(p)))] = keyOrNull(advice, advice.pick(Pick(p)));
    j["picks"] = picks;
    j["stale_prices"] = advice.stalePrices;
    j["needs"] = nlohmann::ordered_json::array();
    for (const GpuNeed &n : advice.needs)
        j["needs"].push_back(needJson(n));
    j["advisories"] = nlohmann::ordered_json::array();
    for (const Advisory &a : advice.advisories)
        j["advisories"].push_back(advisoryJson(a));
    for (int i = 0; i < count; ++i)
        for (const Advisory &a : advice.advisoriesFor(advice.instances[i]))
            j["advisories"].push_back(advisoryJson(a));
    return j;
}

QByteArray adviceCsv(const Advice &advice, int shown)
{
    const int count = shown < 0 ? int(advice.instances.size()) : std::min(shown, int(advice.instances.size()));
    QByteArray out;
    out.reserve(count * 200 + 300);
    out += "provider,instance,region,gpu,gpu_count,gpus,nodes,idle_gpus,vram_per_gpu_gib,budget_gib,fits,severity,"
           "scaling_efficiency,hourly,annual_instance,annual_disk,annual_egress,annual_object_storage,annual_requests,annual_total,run_hours,"
           "run_cost,currency,billing,picks,advisories,price_estimated,price_stale,source,as_of\r\n";
    for (int i = 0; i < count; ++i) {
        const InstanceEvaluation &e = advice.instances[i];
        const Instance &in = *e.instance;
        QStringList codes;
        e.flags.forEach([&codes](AdvisoryCode c, Severity) { codes << toId(c); });
        const auto priced = [&e](double v) { return e.hasPrice() ? csvNumber(v, 2) : QByteArray(); };
        const QList<QByteArray> cells{
            csvCell(in.provider), csvCell(in.type), csvCell(in.region), csvCell(in.gpuId), QByteArray::number(in.gpuCount),
            QByteArray::number(e.gpus), QByteArray::number(e.nodes), QByteArray::number(e.idleGpus), csvNumber(e.gpu->usableGiB(), 2),
            csvNumber(e.memory->budgetGiB(), 2), e.fits ? "true" : "false", csvCell(severityId(e)),
            e.run.available ? csvNumber(e.run.scaling.efficiency, 3) : QByteArray(), e.hasPrice() ? csvNumber(e.hourly, 4) : QByteArray(),
            priced(e.annual.instance), priced(e.annual.disk), priced(e.annual.egress), priced(e.annual.objectStorage), priced(e.annual.requests),
            priced(e.annual.total()), e.run.available ? csvNumber(e.run.hours, 2) : QByteArray(),
            e.run.available && e.hasPrice() ? csvNumber(e.run.cost, 2) : QByteArray(), csvCell(advice.currency.display),
            csvCell(toId(e.annual.billing)), csvCell(picksOf(e, [](Pick p) { return toId(p); }).join(QLatin1Char(' '))), csvCell(codes.join(QLatin1Char(' '))),
            e.annual.estimated ? "true" : "false", e.priceStale ? "true" : "false", csvCell(in.source), csvCell(in.asOf)};
        out += cells.join(',');
        out += "\r\n";
    }
    return out;
}

} // namespace ga
