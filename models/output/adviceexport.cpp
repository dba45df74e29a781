#include "output/adviceexport.h"
#include "data/presets.h"
#include "data/scenariojson.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <functional>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::AdviceExport)
};

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
    return {
        {"efficiency", sc.efficiency},       {"link", s8(toId(sc.link))},           {"bus_gbs", sc.link == Link::None ? 0.0 : sc.busGBs},
        {"bytes_per_step", sc.bytesPerStep}, {"compute_s", sc.computeSeconds},      {"comm_s", sc.commSeconds},
        {"exposed_s", sc.exposedSeconds},    {"network_assumed", sc.networkAssumed}};
}

nlohmann::ordered_json runJson(const RunEstimate &r)
{
    // Serving: the cost of a million generated tokens, the figure every table headlines
    // (InstanceEvaluation::headlineCost); null for training, whose headline is `cost`.
    if (!r.available)
        return {
            {"hours", nullptr}, {"cost", nullptr}, {"cost_per_million_tokens", nullptr}, {"mfu", nullptr}, {"scaling_efficiency", nullptr}};
    return {{"hours", r.hours},
            {"cost", r.cost},
            {"cost_per_million_tokens", r.serving ? nlohmann::ordered_json(r.costPerMillionTokens()) : nlohmann::ordered_json(nullptr)},
            {"mfu", r.mfu},
            {"scaling_efficiency", r.scaling.efficiency},
            {"scaling", scalingJson(r.scaling)},
            // Training from object storage or NAS: the hours the dataset takes to read, and the
            // storage's ceiling for all nodes where it binds before their networks.
            {"data_hours", r.dataHours},
            {"data_storage_gbps", r.dataStorageGbps > 0 ? nlohmann::ordered_json(r.dataStorageGbps) : nlohmann::ordered_json(nullptr)}};
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
    j["active_params"] = m.activeParams();
    j["params_mtp"] = mtpParameterCount(m.arch);
    j["params_vision"] = m.arch.visionParams;
    j["source"] = s8(toId(m.origin));
    j["inferred"] = m.inferred;
    j["trainable_params"] = trainable;
    j["model_type"] = s8(m.arch.modelType);
    j["checkpoint"] = m.checkpoint.isQuantised() ? nlohmann::ordered_json{{"format", s8(m.checkpoint.method)},
                                                                          {"bits_per_weight", m.checkpoint.bitsPerWeight()},
                                                                          {"experts_only", m.checkpoint.expertsOnly},
                                                                          {"basis", s8(m.checkpoint.basis())}}
                                                 : nlohmann::ordered_json(nullptr);
    j["checkpoint_files"] = m.files.isKnown() ? nlohmann::ordered_json{{"index", s8(m.files.indexPath)},
                                                                       {"total_bytes", m.files.totalBytes},
                                                                       {"shards", m.files.shards},
                                                                       {"tensors", m.files.tensors},
                                                                       {"scale_tensors", m.files.scaleTensors},
                                                                       {"mtp_tensors", m.files.mtpTensors},
                                                                       {"vision_tensors", m.files.visionTensors}}
                                              : nlohmann::ordered_json(nullptr);
    nlohmann::ordered_json assumed = nlohmann::ordered_json::array();
    for (const QString &a : m.assumptions)
        assumed.push_back(s8(a));
    j["assumptions"] = assumed;
    return j;
}

nlohmann::ordered_json presetJson(const ModelSpec &m)
{
    nlohmann::ordered_json j;
    j["id"] = s8(m.id);
    j["name"] = s8(m.name);
    j["hf_repo"] = s8(m.hfRepo);
    j["params"] = m.params;
    j["active_params"] = m.activeParams();
    j["params_mtp"] = mtpParameterCount(m.arch);
    if (m.publishedParams)
        j["published_params"] = *m.publishedParams;
    j["arch"] = architectureToJson(m.arch);
    j["source"] = s8(toId(m.origin));
    j["citation"] = s8(m.source);
    j["as_of"] = s8(m.asOf);
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
                             {"host_gib", t.hostBytes / kGiB},
                             {"formula", s8(termFormula(t))},
                             {"seen_by",
                              t.reading == Reading::Allocated      ? "allocated"
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

nlohmann::ordered_json servingJson(const Scenario &s, const ServingCapacity &c, const GpuSpec &gpu)
{
    nlohmann::ordered_json j;
    j["engine"] = s8(toId(c.engine));
    j["gpu"] = s8(gpu.id);
    j["tp"] = c.tp;
    j["gpu_total_gib"] = c.gpuTotalBytes / kGiB;
    j["gpu_memory_utilization"] = c.utilization;
    j["weights_gib"] = c.weightsBytes / kGiB;
    j["activation_gib"] = c.activationBytes / kGiB;
    j["non_torch_gib"] = c.nonTorchBytes / kGiB;
    j["kv_cache_gib"] = c.kvCacheBytes / kGiB;
    j["kv_bytes_per_token"] = c.kvBytesPerToken;
    j["kv_tokens"] = c.kvTokens;
    j["block_size"] = c.blockSize;
    j["max_model_len"] = c.maxModelLen;
    j["max_model_len_capped"] = c.maxModelLenCapped;
    j["max_num_seqs"] = c.maxNumSeqs;
    j["max_num_batched_tokens"] = c.maxBatchedTokens;
    j["max_concurrency"] = c.maxConcurrency;
    j["nvidia_smi_gib"] = c.nvidiaSmiBytes / kGiB;
    if (c.engine == Engine::LlamaCpp) {
        j["gpu_layers"] = c.gpuLayers;
        j["host_gib"] = c.hostBytes / kGiB;
    }
    j["starts"] = c.starts();
    j["problem"] = c.starts() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(s8(c.problem));
    j["launch"] = s8(launchCommand(s, c));
    j["formula"] = s8(servingCapacityFormula(c));
    j["source"] = s8(servingCapacitySource(c.engine) + QLatin1Char(' ') + engineDefaultsSource(c.engine));
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
    j["fit"] = s8(toId(e.fitState()));
    j["severity"] = s8(severityId(e));
    j["budget_gib"] = e.memory->budgetGiB();
    j["nodes"] = e.nodes;
    j["gpus"] = e.gpus;
    j["idle_gpus"] = e.idleGpus;
    j["tier"] = s8(tierName(e.tier));
    j["tier_id"] = int(e.tier);
    // Without an instance price the totals are not the machine's cost: null, as the tables say "n/a" or "unknown".
    const auto price = [&e](double amount) { return e.hasPrice() ? nlohmann::json(amount) : nlohmann::json(nullptr); };
    j["hourly"] = price(e.hourly);
    j["billing"] = s8(toId(e.annual.billing));
    j["egress_billing"] = s8(toId(e.annual.egressBilling));
    j["storage_class"] = s8(toId(e.annual.storageClass)); // the class priced: the standard one where the asked one is not offered
    j["annual"] = {{"instance", price(e.annual.instance)},     {"disk", e.annual.disk},         {"egress", e.annual.egress},
                   {"object_storage", e.annual.objectStorage}, {"requests", e.annual.requests}, {"total", price(e.annual.total())}};
    j["currency"] = s8(advice.currency.display);
    j["run"] = runJson(e.run);
    if (!e.headlineCost())
        j["run"]["cost_per_million_tokens"] = nullptr;
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
    if (e.capacity) {
        const ServingPerformance &p = e.serving();
        const auto orNull = [&p](double v) { return p.available ? nlohmann::ordered_json(v) : nlohmann::ordered_json(nullptr); };
        const auto perMillion = e.headlineCost();
        j["serving"] = {
            {"tp", advice.scenario.gpus},
            {"replicas", p.available ? nlohmann::ordered_json(p.replicas) : nlohmann::ordered_json(nullptr)},
            {"requests_per_replica", p.available ? nlohmann::ordered_json(p.perReplica) : nlohmann::ordered_json(nullptr)},
            {"max_concurrency", e.capacity->maxConcurrency},
            {"kv_tokens", e.capacity->kvTokens},
            {"decode_tokens_per_s", orNull(p.decodeTokensPerSecond)},
            {"ttft_ms", orNull(p.ttftMs)},
            {"tpot_ms", orNull(p.tpotMs)},
            {"meets_targets", p.available && p.meetsTargets()},
            {"cost_per_million_output_tokens", perMillion ? nlohmann::ordered_json(*perMillion) : nlohmann::ordered_json(nullptr)},
            {"monthly", e.hasPrice() ? nlohmann::ordered_json(e.annual.total() / 12.0) : nlohmann::ordered_json(nullptr)},
            {"launch", s8(launchCommand(advice.scenario, *e.capacity))},
            {"formula", s8(p.available ? servingSpeedFormula(p, advice.scenario) : servingCapacityFormula(*e.capacity))}};
    }
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
    if (n.run.available && !n.priced) {
        j["run"]["cost"] = nullptr;
        j["run"]["cost_per_million_tokens"] = nullptr;
    }
    j["text"] = s8(n.text());
    return j;
}

namespace {

// Writes an object's members as nlohmann's dump(2) lays them out, a value at a time, to a buffer
// handed to the sink whenever it passes a MiB.
class StreamedObject {
public:
    explicit StreamedObject(const std::function<void(std::string_view)> &sink) : m_sink(sink) {}
    void member(const std::string &name, const nlohmann::ordered_json &value)
    {
        key(name);
        put(value, 1);
    }
    void members(const nlohmann::ordered_json &object)
    {
        for (auto it = object.begin(); it != object.end(); ++it)
            member(it.key(), it.value());
    }
    // An array member whose elements come one by one: beginArray, element..., endArray.
    void beginArray(const std::string &name)
    {
        key(name);
        m_elements = 0;
    }
    void element(const nlohmann::ordered_json &value)
    {
        m_buffer += m_elements++ == 0 ? "[\n    " : ",\n    ";
        put(value, 2);
        if (m_buffer.size() >= kChunk) {
            m_sink(m_buffer);
            m_buffer.clear();
        }
    }
    void endArray() { m_buffer += m_elements == 0 ? "[]" : "\n  ]"; }
    void finish()
    {
        m_buffer += m_members == 0 ? "{}\n" : "\n}\n";
        m_sink(m_buffer);
        m_buffer.clear();
    }

private:
    static constexpr std::size_t kChunk = 1 << 20;
    void key(const std::string &name)
    {
        m_buffer += m_members++ == 0 ? "{\n  " : ",\n  ";
        m_buffer += nlohmann::ordered_json(name).dump();
        m_buffer += ": ";
    }
    // `value` at `depth` levels of two spaces: its own dump(2), every line after the first indented
    // (a JSON string holds no raw newline, so each one is the layout's).
    void put(const nlohmann::ordered_json &value, int depth)
    {
        const std::string text = value.dump(2);
        for (const char c : text) {
            m_buffer += c;
            if (c == '\n')
                m_buffer.append(2 * std::size_t(depth), ' ');
        }
    }

    const std::function<void(std::string_view)> &m_sink;
    std::string m_buffer;
    int m_members = 0;
    int m_elements = 0;
};

} // namespace

void writeAdviceJson(const Advice &advice, int shown, const std::function<void(std::string_view)> &sink)
{
    const Scenario &s = advice.scenario;
    const int count = shown < 0 ? int(advice.instances.size()) : std::min(shown, int(advice.instances.size()));
    StreamedObject out(sink);
    out.members(estimateJson(s, advice.memory));
    out.member("catalog", {{"version", s8(advice.catalog->version)}, {"as_of", s8(advice.catalog->asOf)}});
    out.beginArray("tiers");
    for (int i = 0; i < count; ++i)
        out.element(evaluationJson(advice, advice.instances[i]));
    out.endArray();
    nlohmann::ordered_json picks;
    for (int p = 0; p < kPickCount; ++p)
        picks[s8(toId(Pick(p)))] = keyOrNull(advice, advice.pick(Pick(p)));
    // A service's cheapest run is its cheapest million output tokens (DESIGN.md §2).
    if (s.isServing())
        picks["cheapest_per_million_tokens"] = keyOrNull(advice, advice.pick(Pick::CheapestRun));
    out.member("picks", picks);
    out.member("stale_prices", advice.stalePrices);
    nlohmann::ordered_json needs = nlohmann::ordered_json::array();
    for (const GpuNeed &n : advice.needs)
        needs.push_back(needJson(n));
    out.member("needs", needs);
    out.beginArray("advisories");
    for (const Advisory &a : advice.advisories)
        out.element(advisoryJson(a));
    for (int i = 0; i < count; ++i)
        for (const Advisory &a : advice.advisoriesFor(advice.instances[i]))
            out.element(advisoryJson(a));
    out.endArray();
    out.finish();
}

namespace {

// One column of adviceTable: its CSV id and its header for people (either may be absent: that
// audience does not get the column), and the cell each audience reads.
struct AdviceColumn {
    const char *id;
    QString title;
    bool numeric;
    std::function<QString(const InstanceEvaluation &)> people;
    std::function<QString(const InstanceEvaluation &)> machines;
};

QString number(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

QString flag(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

QString advisoryCodes(const InstanceEvaluation &e, bool withInfo)
{
    QStringList codes;
    e.flags.forEach([&codes, withInfo](AdvisoryCode c, Severity sev) {
        if (withInfo || sev != Severity::Info)
            codes << toId(c);
    });
    return codes.join(QLatin1Char(' '));
}

QList<AdviceColumn> adviceColumns(const Advice &advice)
{
    const CurrencySettings &cur = advice.currency;
    const QString none = Text::tr("n/a", "no price or figure");
    const bool serving = !advice.scenario.isTraining();
    const bool servingEngine = advice.scenario.isServing();
    // A money cell: empty for machines and "n/a" for people when the instance has no price.
    const auto priced = [](const InstanceEvaluation &e, const QString &text) {
        return e.hasPrice() ? text : missingPriceText(*e.instance);
    };
    const auto pricedNumber = [](double (*value)(const InstanceEvaluation &)) {
        return [value](const InstanceEvaluation &e) { return e.hasPrice() ? number(value(e), 2) : QString(); };
    };
    const auto costPart = [&pricedNumber](const char *id, double (*value)(const InstanceEvaluation &)) {
        return AdviceColumn{id, {}, true, {}, pricedNumber(value)};
    };
    QList<AdviceColumn> columns{
        {"provider", Text::tr("Provider"), false, {}, [](const InstanceEvaluation &e) { return e.instance->provider; }},
        {"instance", Text::tr("Instance"), false, {}, [](const InstanceEvaluation &e) { return e.instance->type; }},
        {"region", Text::tr("Region"), false, {}, [](const InstanceEvaluation &e) { return e.instance->region; }},
        {"gpu", Text::tr("GPU"), false, {}, [](const InstanceEvaluation &e) { return e.instance->gpuId; }},
        {"gpu_count", {}, true, {}, [](const InstanceEvaluation &e) { return QString::number(e.instance->gpuCount); }},
        {"gpus", Text::tr("GPUs", "count"), true, [](const InstanceEvaluation &e) { return e.gpusText(TextLength::Short); },
         [](const InstanceEvaluation &e) { return QString::number(e.gpus); }},
        {"nodes", {}, true, {}, [](const InstanceEvaluation &e) { return QString::number(e.nodes); }},
        {"idle_gpus", {}, true, {}, [](const InstanceEvaluation &e) { return QString::number(e.idleGpus); }},
        {"vram_per_gpu_gib", Text::tr("GiB/GPU", "usable GPU memory"), true,
         [](const InstanceEvaluation &e) { return number(e.gpu->usableGiB(), 1); },
         [](const InstanceEvaluation &e) { return number(e.gpu->usableGiB(), 2); }},
        {"budget_gib", servingEngine ? QString() : Text::tr("Need", "GiB needed per GPU"), true,
         [](const InstanceEvaluation &e) { return formatGiB(e.memory->budgetBytes); },
         [](const InstanceEvaluation &e) { return number(e.memory->budgetGiB(), 2); }},
        {"fits", {}, false, {}, [](const InstanceEvaluation &e) { return flag(e.fits); }},
        {"fit", Text::tr("Fit", "does the job fit"), false, [](const InstanceEvaluation &e) { return displayName(e.fitState()); },
         [](const InstanceEvaluation &e) { return toId(e.fitState()); }},
        {"severity", {}, false, {}, [](const InstanceEvaluation &e) { return severityId(e); }},
        {"scaling_efficiency",
         {},
         true,
         {},
         [](const InstanceEvaluation &e) { return e.run.available ? number(e.run.scaling.efficiency, 3) : QString(); }},
        // A price older than kStalePriceMonths carries the window's mark, "*" (the footnote says so).
        {"hourly", Text::tr("Hourly"), true,
         [priced, &cur](const InstanceEvaluation &e) {
             return priced(e, cur.format(e.hourly, 2) + (e.priceStale ? QStringLiteral("*") : QString()));
         },
         [](const InstanceEvaluation &e) { return e.hasPrice() ? number(e.hourly, 4) : QString(); }},
        costPart("annual_instance", [](const InstanceEvaluation &e) { return e.annual.instance; }),
        costPart("annual_disk", [](const InstanceEvaluation &e) { return e.annual.disk; }),
        costPart("annual_egress", [](const InstanceEvaluation &e) { return e.annual.egress; }),
        costPart("annual_object_storage", [](const InstanceEvaluation &e) { return e.annual.objectStorage; }),
        costPart("annual_requests", [](const InstanceEvaluation &e) { return e.annual.requests; }),
        {"annual_total", Text::tr("Per year"), true,
         [priced, &cur](const InstanceEvaluation &e) {
             return priced(e, cur.format(e.annual.total()) + (e.annual.estimated ? Text::tr(" (est.)") : QString()));
         },
         pricedNumber([](const InstanceEvaluation &e) { return e.annual.total(); })},
        {"run_hours",
         servingEngine ? QString()
             : serving ? Text::tr("Hours", "hours to generate the dataset's tokens")
                       : Text::tr("Run h", "hours of one training run"),
         true, [none](const InstanceEvaluation &e) { return e.run.available ? number(e.run.hours, 1) : none; },
         [](const InstanceEvaluation &e) { return e.run.available ? number(e.run.hours, 2) : QString(); }},
        {"run_cost",
         {},
         true,
         {},
         [](const InstanceEvaluation &e) { return e.run.available && e.hasPrice() ? number(e.run.cost, 2) : QString(); }},
        // Serving: what a million generated tokens cost, the figure the window and the report headline.
        {"cost_per_million_tokens",
         {},
         true,
         {},
         [](const InstanceEvaluation &e) { return e.run.serving && e.headlineCost() ? number(*e.headlineCost(), 4) : QString(); }},
        {nullptr,
         headlineCostLabel(serving, TextLength::Short),
         true,
         [&cur](const InstanceEvaluation &e) { return e.headlineCostText(cur); },
         {}},
        {"currency", {}, false, {}, [&cur](const InstanceEvaluation &) { return cur.display; }},
        {"billing", {}, false, {}, [](const InstanceEvaluation &e) { return toId(e.annual.billing); }},
        {"picks", Text::tr("Pick", "recommendation"), false,
         [](const InstanceEvaluation &e) { return picksOf(e, [](Pick p) { return displayName(p); }).join(QStringLiteral(", ")); },
         [](const InstanceEvaluation &e) { return picksOf(e, [](Pick p) { return toId(p); }).join(QLatin1Char(' ')); }},
        // People read the warnings and worse; the CSV lists every code.
        {"advisories", Text::tr("Advisories"), false, [](const InstanceEvaluation &e) { return advisoryCodes(e, false); },
         [](const InstanceEvaluation &e) { return advisoryCodes(e, true); }},
        {"price_estimated", {}, false, {}, [](const InstanceEvaluation &e) { return flag(e.annual.estimated); }},
        {"price_stale", {}, false, {}, [](const InstanceEvaluation &e) { return flag(e.priceStale); }},
        {"source", {}, false, {}, [](const InstanceEvaluation &e) { return e.instance->source; }},
        {"as_of", {}, false, {}, [](const InstanceEvaluation &e) { return e.instance->asOf; }},
    };
    if (!servingEngine)
        return columns;
    // A service's rows: the replicas the concurrency takes and the speed each request sees, before
    // the cost per million tokens they buy.
    const auto served = [](double (*value)(const ServingPerformance &), int decimals) {
        return [value, decimals](const InstanceEvaluation &e) {
            return e.serving().available ? number(value(e.serving()), decimals) : QString();
        };
    };
    const QList<AdviceColumn> workload{
        {"replicas", Text::tr("Replicas"), true, served([](const ServingPerformance &p) { return double(p.replicas); }, 0),
         served([](const ServingPerformance &p) { return double(p.replicas); }, 0)},
        {"max_concurrency", {}, true, {}, [](const InstanceEvaluation &e) { return number(e.capacity->maxConcurrency, 2); }},
        {"ttft_ms", Text::tr("TTFT ms", "time to first token"), true, served([](const ServingPerformance &p) { return p.ttftMs; }, 0),
         served([](const ServingPerformance &p) { return p.ttftMs; }, 1)},
        {"tpot_ms", Text::tr("TPOT ms", "time per output token"), true, served([](const ServingPerformance &p) { return p.tpotMs; }, 1),
         served([](const ServingPerformance &p) { return p.tpotMs; }, 2)},
        {"decode_tokens_per_s", Text::tr("Tok/s", "output tokens per second"), true,
         served([](const ServingPerformance &p) { return p.decodeTokensPerSecond; }, 0),
         served([](const ServingPerformance &p) { return p.decodeTokensPerSecond; }, 1)},
    };
    const auto at =
        std::find_if(columns.cbegin(), columns.cend(), [](const AdviceColumn &c) { return c.id && qstrcmp(c.id, "run_hours") == 0; });
    qsizetype i = at - columns.cbegin();
    for (const AdviceColumn &c : workload)
        columns.insert(i++, c);
    return columns;
}

} // namespace

TextTable adviceTable(const Advice &advice, TableAudience audience, int shown)
{
    const int count = shown < 0 ? int(advice.instances.size()) : std::min(shown, int(advice.instances.size()));
    const bool people = audience == TableAudience::People;
    QList<AdviceColumn> columns = adviceColumns(advice);
    columns.removeIf([people](const AdviceColumn &c) { return people ? c.title.isEmpty() : !c.id; });
    TextTable table;
    for (const AdviceColumn &c : std::as_const(columns)) {
        table.header << (people ? c.title : QString::fromLatin1(c.id));
        table.numeric << c.numeric;
    }
    table.rows.reserve(count);
    for (int i = 0; i < count; ++i) {
        QStringList row;
        row.reserve(columns.size());
        for (const AdviceColumn &c : std::as_const(columns))
            row << (people && c.people ? c.people : c.machines)(advice.instances[i]);
        table.rows << row;
    }
    return table;
}

QByteArray adviceCsv(const Advice &advice, int shown)
{
    const TextTable table = adviceTable(advice, TableAudience::Machines, shown);
    QByteArray out;
    out.reserve(table.rows.size() * 200 + 300);
    const auto line = [&out, &table](const QStringList &cells, bool header) {
        for (int c = 0; c < cells.size(); ++c) {
            if (c > 0)
                out += ',';
            // A figure is written as it is: "-1" must not gain the formula guard's apostrophe.
            out += !header && table.numeric[c] ? cells[c].toUtf8() : csvCell(cells[c]);
        }
        out += "\r\n";
    };
    line(table.header, true);
    for (const QStringList &row : table.rows)
        line(row, false);
    return out;
}

} // namespace ga
