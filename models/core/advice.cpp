#include "core/advice.h"
#include "core/providers.h"

#include <QCoreApplication>
#include <QHash>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#endif

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Advice)
};

// The most GPUs a `needs` configuration may use: beyond this a job is a cluster project, not a
// rental decision.
constexpr int kMaxNeedGpus = 1024;

// A way to run the job: GPU count, ZeRO stage, offload.
struct Config {
    int gpus = 1;
    int zero = 0;
    Offload offload = Offload::None;
    qint64 key() const { return qint64(gpus) * 32 + zero * 4 + int(offload); }
};

// Orders (key, row) pairs by key, ties in row order (the input's). Large catalogs take a stable
// LSD radix sort, four passes of 16 bits, linear: std::sort's comparisons were a tenth of
// advise() over 100,000 rows. Small ones take std::sort, whose pair order gives the same result.
void sortByKey(std::vector<std::pair<quint64, int>> &rows)
{
    constexpr std::size_t kRadixFrom = 4096;
    if (rows.size() < kRadixFrom) {
        std::sort(rows.begin(), rows.end());
        return;
    }
    std::vector<std::pair<quint64, int>> out(rows.size());
    std::vector<quint32> start(std::size_t(1) << 16);
    for (int shift = 0; shift < 64; shift += 16) {
        const auto digit = [shift](quint64 key) { return std::size_t((key >> shift) & 0xffff); };
        std::fill(start.begin(), start.end(), 0);
        for (const auto &row : rows)
            ++start[digit(row.first)];
        if (start[digit(rows.front().first)] == rows.size())
            continue; // every key has this digit: the pass would change nothing
        quint32 sum = 0;
        for (quint32 &n : start)
            sum += std::exchange(n, sum);
        for (const auto &row : rows)
            out[start[digit(row.first)]++] = row;
        rows.swap(out);
    }
}

// Asks the kernel to back a large, freshly reserved array with 2 MiB pages (where transparent
// huge pages are in "madvise" mode, the default of Debian and Ubuntu): 100,000 evaluations are
// 38 MB, and taking them as 9,000 page faults of 4 KiB was half of advise()'s time. A hint only:
// without it, or elsewhere than Linux, the same memory arrives in small pages.
template<typename T>
void preferHugePages(const T *data, std::size_t count)
{
#ifdef Q_OS_LINUX
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    const std::uintptr_t begin = (reinterpret_cast<std::uintptr_t>(data) + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t end = reinterpret_cast<std::uintptr_t>(data + count) & ~(kHuge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    Q_UNUSED(data);
    Q_UNUSED(count);
#endif
}

// Runs work(begin, end) over [0, n) in contiguous chunks, one per core, when n is large enough
// to pay for the threads (about 50 us each); inline otherwise. work must touch only its rows.
template<typename Work>
void parallelFor(std::size_t n, Work work)
{
    constexpr std::size_t kRowsPerThread = 8192;
    const std::size_t threads = std::min<std::size_t>({std::max(1u, std::thread::hardware_concurrency()), n / kRowsPerThread, 16});
    if (threads <= 1) {
        work(std::size_t(0), n);
        return;
    }
    std::vector<std::thread> pool;
    pool.reserve(threads - 1);
    const std::size_t chunk = (n + threads - 1) / threads;
    for (std::size_t t = 1; t < threads; ++t)
        pool.emplace_back(work, t * chunk, std::min(n, (t + 1) * chunk));
    work(std::size_t(0), chunk);
    for (std::thread &th : pool)
        th.join();
}

// Memory per GPU depends only on the configuration (and the scenario), so instances share one
// estimate: a catalog of 100k instances needs a handful of estimates, not 100k.
class BudgetCache {
public:
    BudgetCache(const Scenario &s, const MemoryOptions &options) : m_s(s), m_options(options) {}
    std::shared_ptr<const MemoryBudget> at(const Config &c)
    {
        const qint64 key = c.key();
        if (m_last && key == m_lastKey)
            return m_last;
        auto it = m_cache.find(key);
        if (it == m_cache.end()) {
            Scenario variant = m_s;
            variant.zero = c.zero;
            variant.offload = c.offload;
            it = m_cache.insert(key, std::make_shared<const MemoryBudget>(estimateMemory(variant, c.gpus, m_options)));
        }
        m_lastKey = key;
        m_last = *it; // a copy: QHash may move its values when it grows
        return m_last;
    }

private:
    const Scenario &m_s;
    const MemoryOptions &m_options;
    QHash<qint64, std::shared_ptr<const MemoryBudget>> m_cache;
    qint64 m_lastKey = -1;
    std::shared_ptr<const MemoryBudget> m_last;
};

// Starts loading an object's cache lines before it is read.
template<typename T>
void prefetch(const T *object)
{
#if defined(__GNUC__) || defined(__clang__)
    constexpr std::size_t kLine = 64;
    for (std::size_t offset = 0; offset < sizeof(T); offset += kLine)
        __builtin_prefetch(reinterpret_cast<const char *>(object) + offset);
#else
    Q_UNUSED(object);
#endif
}

// Rows of one catalog share their strings' data (implicit sharing): comparing the pointers first
// skips most character comparisons.
bool same(const QString &a, const QString &b)
{
    return (a.constData() == b.constData() && a.size() == b.size()) || a == b;
}

// A lookup by id that skips hashing the id's text: ids of one catalog share their data (implicit
// sharing), so the text's address finds what the hash found before. Direct-mapped, 256 slots; a
// miss (another address, or a slot taken by another id) asks the hash and keeps its answer.
template<typename T>
class SharedTextCache {
public:
    template<typename Lookup>
    T *find(const QString &id, Lookup lookup)
    {
        Slot &slot = m_slots[(quintptr(id.constData()) >> 4) % m_slots.size()];
        if (slot.data != id.constData() || slot.size != id.size())
            slot = {id.constData(), id.size(), lookup(id)};
        return slot.value;
    }

private:
    struct Slot {
        const QChar *data = nullptr;
        qsizetype size = -1;
        T *value = nullptr;
    };
    std::array<Slot, 256> m_slots{};
};

// What advise() needs of a provider's region, worked out once: consecutive catalog rows mostly
// share provider and region.
struct RegionFacts {
    const Provider *provider = nullptr;
    const QString *region = nullptr;
    const PriceComponents *components = nullptr;
    double toDisplay = 1.0;
};

template<std::size_t N>
constexpr std::array<int, N> filledArray(int value)
{
    std::array<int, N> a{};
    a.fill(value);
    return a;
}

// What advise() needs of each GPU, worked out once per GPU instead of once per instance.
struct GpuFacts {
    const GpuSpec *gpu = nullptr;
    GpuTier tier = GpuTier::Legacy;
    double usableGiB = 0;
    double mfu = 0.35;
    std::optional<int> sm;
    bool hbm = false;
    bool ascend = false;
    bool rocm = false;
    bool offered = false;
    // NeedGroups' group of this GPU by GPU count (1 to 16, the counts instances have), -1 until
    // one is offered: an index instead of a hash lookup per catalog row.
    std::array<int, 17> needGroup = filledArray<17>(-1);
    std::shared_ptr<const ServingCapacity> capacity; // serving: worked out for the first row of this GPU
};

// A serving row's "run": generating the usage's tokens at the workload's output rate, so its
// cost per million tokens is the hourly price over the tokens an hour yields (RunEstimate).
RunEstimate servingRun(const Scenario &s, const ServingPerformance &p, const GpuSpec &gpu, double hourlyDisplay)
{
    RunEstimate r;
    r.serving = true;
    r.tokens = s.usage.datasetTokens * s.usage.epochs;
    r.tflopsPerGpu = gpu.denseTflops(s.precision);
    r.mfu = prefillComputeShare(s.precision);
    r.flopsPerParamToken = 2.0;
    r.flops = 2.0 * double(s.model.activeParams()) * r.tokens;
    r.scaling = p.scaling;
    r.stepMemoryMs = p.stepMemoryMs;
    r.stepComputeMs = p.stepComputeMs;
    r.weightShareRead = p.weightShareRead;
    if (!p.available || p.decodeTokensPerSecond <= 0)
        return r;
    r.available = true;
    r.hours = r.tokens / p.tokensPerHour();
    r.cost = r.hours * hourlyDisplay;
    return r;
}

// For `needs`: the cheapest instance type per GPU model and GPU count (and the cheapest with
// RDMA, for configurations that span nodes), gathered in advise()'s one pass over the catalog.
class NeedGroups {
public:
    void offer(GpuFacts *gpu, const Instance *in, const Provider *provider, double hourly)
    {
        const int count = in->gpuCount;
        const bool direct = count >= 0 && std::size_t(count) < gpu->needGroup.size();
        int index = direct ? gpu->needGroup[std::size_t(count)] : m_index.value({gpu, count}, -1);
        if (index < 0) {
            index = int(m_groups.size());
            m_groups.push_back({gpu, count, {}, {}});
            if (direct)
                gpu->needGroup[std::size_t(count)] = index;
            else
                m_index.insert({gpu, count}, index);
        }
        Group &group = m_groups[std::size_t(index)];
        const Candidate c{in, provider, hourly};
        if (c.cheaperThan(group.cheapest))
            group.cheapest = c;
        if (in->rdma.value_or(false) && c.cheaperThan(group.cheapestRdma))
            group.cheapestRdma = c;
    }

    QList<GpuNeed> needs(const Scenario &s, BudgetCache &budgets, const SoftwareStack &stack) const
    {
        QList<GpuNeed> out = s.isServing() ? servingNeeds(s, budgets, stack) : trainingNeeds(s, budgets);
        // Configurations on one node or over RDMA first, then the cost the rows headline (one run,
        // or a million tokens served), those without one by the hour, then fewer GPUs.
        const auto order = [](const GpuNeed &n) {
            const bool clean = n.nodes == 1 || n.instance->rdma.value_or(false);
            const auto headline = n.headlineCost();
            const double money = headline ? *headline : n.priced ? n.hourly : std::numeric_limits<double>::infinity();
            return std::make_tuple(!clean, !headline, money, n.gpus, n.gpu->id);
        };
        std::sort(out.begin(), out.end(), [&order](const GpuNeed &a, const GpuNeed &b) { return order(a) < order(b); });
        return out;
    }

private:
    // A service: per GPU model, the smallest tensor-parallel size the engine accepts and starts
    // at (one replica), priced as the rows are: per million output tokens with the replicas the
    // workload takes.
    QList<GpuNeed> servingNeeds(const Scenario &s, BudgetCache &budgets, const SoftwareStack &stack) const
    {
        QHash<const GpuFacts *, GpuNeed> best;
        const int largest = int(std::min<qint64>(kMaxNeedGpus, std::max<qint64>(1, s.model.arch.heads)));
        for (const Group &g : m_groups) {
            for (int n = 1; n <= largest; ++n) {
                Scenario variant = s;
                variant.gpus = n;
                if (n > 1 &&
                    (!tensorParallelProblems(s.model.arch, variant.attentionTp(), variant.splitsExpertsWhole()).isEmpty() ||
                     !deepEpProblem(variant).isEmpty()))
                    continue;
                const auto memory = budgets.at(Config{n, 0, Offload::None});
                const ServingCapacity capacity = servingCapacity(variant, *memory, *g.gpu->gpu, stack);
                if (!capacity.starts())
                    continue;
                const int nodes = instancesPerReplica(n, *g.cheapest.in);
                const Candidate *c = nodes > 1 && g.cheapestRdma.in ? &g.cheapestRdma : &g.cheapest;
                const ServingPerformance p = servingPerformance(variant, capacity, *memory, *g.gpu->gpu, *c->in);
                GpuNeed need;
                need.gpu = g.gpu->gpu;
                need.instance = c->in;
                need.provider = c->provider;
                need.gpus = n;
                need.nodes = nodes;
                need.budgetBytes = memory->budgetBytes;
                need.priced = c->hourly >= 0;
                need.hourly = need.priced ? c->hourly * (p.available ? p.instances : nodes) : 0;
                need.run = servingRun(variant, p, *g.gpu->gpu, need.hourly);
                const auto rank = [](const GpuNeed &x) {
                    return std::make_tuple(x.nodes > 1, x.gpus, x.headlineCost().value_or(std::numeric_limits<double>::infinity()));
                };
                auto it = best.find(g.gpu);
                if (it == best.end() || rank(need) < rank(*it))
                    best.insert(g.gpu, need);
                break; // the smallest size this instance type starts at
            }
        }
        return best.values();
    }

    QList<GpuNeed> trainingNeeds(const Scenario &s, BudgetCache &budgets) const
    {
        struct Best {
            const Group *group = nullptr;
            const Candidate *candidate = nullptr;
            Config config;
            int nodes = 1;
            auto rank() const
            {
                const bool multi = nodes > 1;
                const bool fabric = !multi || candidate->in->rdma.value_or(false);
                return std::make_tuple(multi, !fabric, config.gpus, config.zero, candidate->price() * nodes);
            }
        };
        QHash<const GpuFacts *, Best> best;
        for (const Group &g : m_groups) {
            // Every ZeRO stage for training (the lowest that fits at the fewest GPUs wins: less
            // communication), none for inference (tensor parallelism splits the weights). Under
            // expert parallelism Megatron-SWIFT's distributed optimizer is ZeRO 1 at most, and the
            // GPUs must split the experts evenly.
            const bool expertParallel = s.trainsExpertParallel();
            const int topZero = !s.isTraining() ? 0 : expertParallel ? 1 : 3;
            for (int zero = 0; zero <= topZero; ++zero) {
                int nodes = smallestNodes(g, Config{0, zero, s.offload}, budgets);
                while (expertParallel && nodes >= 1 && !s.model.arch.splitsExpertsOver(nodes * g.gpuCount))
                    nodes = nodes * g.gpuCount < kMaxNeedGpus ? nodes + 1 : 0;
                if (nodes < 1)
                    continue;
                const Candidate *c = nodes > 1 && g.cheapestRdma.in ? &g.cheapestRdma : &g.cheapest;
                const Best b{&g, c, Config{nodes * g.gpuCount, zero, s.offload}, nodes};
                auto it = best.find(g.gpu);
                if (it == best.end() || b.rank() < it->rank())
                    best.insert(g.gpu, b);
            }
        }
        QList<GpuNeed> out;
        out.reserve(best.size());
        for (const Best &b : std::as_const(best)) {
            GpuNeed n;
            n.gpu = b.group->gpu->gpu;
            n.instance = b.candidate->in;
            n.provider = b.candidate->provider;
            n.gpus = b.config.gpus;
            n.nodes = b.nodes;
            n.zero = b.config.zero;
            const auto memory = budgets.at(b.config);
            n.budgetBytes = memory->budgetBytes;
            n.priced = b.candidate->hourly >= 0;
            n.hourly = n.priced ? b.candidate->hourly * b.nodes : 0;
            Scenario variant = s;
            variant.gpus = n.gpus;
            variant.zero = n.zero;
            n.run = runEstimate(variant, *memory, *n.gpu, *n.instance, n.nodes, n.gpus, n.hourly, b.group->gpu->mfu,
                                n.provider->componentsFor(n.instance->region));
            out << n;
        }
        return out;
    }

    struct Candidate {
        const Instance *in = nullptr;
        const Provider *provider = nullptr;
        double hourly = -1; // one instance, display currency; < 0 = no price
        double price() const { return hourly < 0 ? std::numeric_limits<double>::infinity() : hourly; }
        bool cheaperThan(const Candidate &o) const { return !o.in || price() < o.price(); }
    };
    struct Group {
        const GpuFacts *gpu;
        int gpuCount;
        Candidate cheapest;
        Candidate cheapestRdma;
    };

    // The fewest instances of this group that hold the job at `config`'s stage, or 0. Memory
    // per GPU never grows with the GPU count, so a binary search finds it.
    static int smallestNodes(const Group &g, Config config, BudgetCache &budgets)
    {
        const auto fitsAt = [&](int nodes) {
            config.gpus = nodes * g.gpuCount;
            return budgets.at(config)->budgetGiB() <= g.gpu->usableGiB;
        };
        int hi = std::max(1, kMaxNeedGpus / g.gpuCount);
        if (!fitsAt(hi))
            return 0;
        int lo = 1;
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (fitsAt(mid))
                hi = mid;
            else
                lo = mid + 1;
        }
        return lo;
    }

    std::vector<Group> m_groups;
    QHash<std::pair<const GpuFacts *, int>, int> m_index; // GPU counts GpuFacts::needGroup has no slot for
};

} // namespace

GpuTier gpuTier(const GpuSpec &g)
{
    const auto sm = g.smVersion();
    if (g.vendor != QLatin1String(kVendorNvidia))
        return g.usableGiB() >= 160 ? GpuTier::Frontier : GpuTier::A100Class;
    if (sm && *sm >= 90)
        return GpuTier::Frontier;
    if (sm && *sm == 80 && g.memoryGb >= 40)
        return GpuTier::A100Class;
    if (sm && *sm >= 80 && g.memoryGb >= 40)
        return GpuTier::Memory48;
    if (sm && *sm >= 80)
        return GpuTier::Mainstream24;
    return GpuTier::Legacy;
}

QString tierName(GpuTier t)
{
    switch (t) {
    case GpuTier::Frontier: return Text::tr("Frontier: Hopper, Blackwell, MI300X");
    case GpuTier::A100Class: return Text::tr("A100 class: 40–80 GB HBM");
    case GpuTier::Memory48: return Text::tr("48 GB GDDR: L40S, L20, A40, A6000");
    case GpuTier::Mainstream24: return Text::tr("24 GB mainstream: A10, L4, RTX 4090");
    case GpuTier::Legacy: return Text::tr("Legacy: V100, T4, Pascal");
    }
    return {};
}

QString toId(Pick p)
{
    switch (p) {
    case Pick::CheapestYear: return QStringLiteral("cheapest");
    case Pick::CheapestRun: return QStringLiteral("cheapest_run");
    case Pick::Fastest: return QStringLiteral("fastest");
    case Pick::BestValue: return QStringLiteral("best_value");
    case Pick::Count: break;
    }
    return {};
}

QString displayName(Pick p)
{
    switch (p) {
    case Pick::CheapestYear: return Text::tr("cheapest per year", "pick");
    case Pick::CheapestRun: return Text::tr("cheapest run", "pick");
    case Pick::Fastest: return Text::tr("fastest run", "pick");
    case Pick::BestValue: return Text::tr("best value", "pick");
    case Pick::Count: break;
    }
    return {};
}

QString toId(FitState f)
{
    switch (f) {
    case FitState::None: return QStringLiteral("none");
    case FitState::WithSuggestion: return QStringLiteral("with_suggestion");
    case FitState::Flawed: return QStringLiteral("flawed");
    case FitState::Clean: return QStringLiteral("clean");
    }
    return {};
}

QString displayName(FitState f)
{
    switch (f) {
    case FitState::None: return Text::tr("does not fit");
    // Every suggestion is ZeRO-3, with or without CPU offload (FitSuggestion).
    case FitState::WithSuggestion: return Text::tr("fits with ZeRO-3", "fit state");
    case FitState::Flawed: return Text::tr("fits, flawed", "fits in memory but has a critical advisory");
    case FitState::Clean: return Text::tr("fits", "fit state");
    }
    return {};
}

QString gpuCountText(int gpus, int nodes, int idleGpus)
{
    if (idleGpus > 0)
        return QStringLiteral("%1/%2").arg(gpus).arg(gpus + idleGpus);
    if (nodes > 1)
        return QStringLiteral("%1×%2").arg(nodes).arg(gpus / nodes);
    return QString::number(gpus);
}

bool AdviseOptions::keeps(const Instance &in) const
{
    if (!providers.isEmpty() && !providers.contains(in.provider))
        return false;
    if (!gpus.isEmpty() && !gpus.contains(in.gpuId))
        return false;
    return regions.isEmpty() || std::any_of(regions.cbegin(), regions.cend(), [&in](const QString &r) { return regionMatches(r, in); });
}

QString headlineCostLabel(bool serving, TextLength length)
{
    if (!serving)
        return Text::tr("Run cost");
    return length == TextLength::Short ? Text::tr("Per M tok", "cost per million generated tokens") : Text::tr("Cost per million tokens");
}

QString pickCriterion(Pick p)
{
    switch (p) {
    case Pick::CheapestYear: return Text::tr("Cheapest per year: the lowest yearly total (instance, disk, egress, object storage).");
    case Pick::CheapestRun:
        return Text::tr(
            "Cheapest run: the lowest cost of one training run (or of generating the dataset's tokens), scaling losses included.");
    case Pick::Fastest: return Text::tr("Fastest run: the fewest hours for one run, scaling losses included; ties go to the cheaper run.");
    case Pick::BestValue:
        return Text::tr(
            "Best value: delivered compute per money, i.e. dense TFLOPS × GPUs × utilisation × scaling efficiency, divided by the "
            "yearly total in thousands.");
    case Pick::Count: break;
    }
    return {};
}

QString pickRule()
{
    return Text::tr("Chosen only among instances that fit as configured, have a price and carry no critical advisory; one "
                    "with no warning that the job may not start or run there as set up (host RAM, disk, CPU, an Arm host, "
                    "the GPU's generation, VRAM headroom) wins whenever there is one.");
}

QString pickDefinition(Pick p)
{
    return pickCriterion(p) + QLatin1Char(' ') + pickRule();
}

InstanceFacts InstanceEvaluation::facts(const HostRequirements &host) const
{
    return {instance,
            gpu,
            gpu->smVersion(),
            gpu->hasHbm(),
            gpu->isAscend(),
            gpu->isRocm(),
            provider,
            components,
            memory.get(),
            &annual,
            &run,
            &host,
            capacity ? instancesPerReplica(capacity->tp, *instance) : nodes,
            capacity ? capacity->tp : gpus, // a service's rules judge one replica (instancesPerReplica)
            idleGpus,
            priceStale,
            fits,
            suggestion,
            suggestionBudgetBytes,
            suggestionHostRamBytes,
            capacity.get(),
            servingFigures.get()};
}

const ServingPerformance &InstanceEvaluation::serving() const
{
    static const ServingPerformance none;
    return servingFigures ? *servingFigures : none;
}

QString InstanceEvaluation::suggestionText() const
{
    InstanceFacts f;
    f.gpus = gpus;
    f.idleGpus = idleGpus;
    f.suggestion = suggestion;
    f.suggestionBudgetBytes = suggestionBudgetBytes;
    f.suggestionHostRamBytes = suggestionHostRamBytes;
    return ga::suggestionText(f);
}

FitState InstanceEvaluation::fitState() const
{
    if (fits)
        return critical() ? FitState::Flawed : FitState::Clean;
    return suggestion != FitSuggestion::None ? FitState::WithSuggestion : FitState::None;
}

QString InstanceEvaluation::gpusText(TextLength length) const
{
    if (length == TextLength::Short)
        return gpuCountText(gpus, nodes, idleGpus);
    QString text = Text::tr("%1 × %2").arg(gpus).arg(gpu->name);
    if (nodes > 1)
        text += Text::tr(" on %1 instances").arg(nodes);
    if (idleGpus > 0)
        text += Text::tr(" (%1 more idle)").arg(idleGpus);
    return text;
}

namespace {
// The one rule for the cost a row headlines, shared by instances and GPU counts.
std::optional<double> headlineCostOf(bool priced, const RunEstimate &run)
{
    if (!priced || !run.available)
        return std::nullopt;
    return run.headlineCost();
}

QString headlineCostTextOf(std::optional<double> cost, const RunEstimate &run, const CurrencySettings &currency)
{
    // A million tokens cost cents: whole units would round most of them to 0.
    return cost ? currency.format(*cost, run.serving ? 3 : 0) : Text::tr("n/a", "no price or figure");
}
} // namespace

std::optional<double> InstanceEvaluation::headlineCost() const
{
    return headlineCostOf(hasPrice(), run);
}

QString InstanceEvaluation::headlineCostText(const CurrencySettings &currency) const
{
    return headlineCostTextOf(headlineCost(), run, currency);
}

std::optional<double> GpuNeed::headlineCost() const
{
    return headlineCostOf(priced, run);
}

QString GpuNeed::headlineCostText(const CurrencySettings &currency) const
{
    return headlineCostTextOf(headlineCost(), run, currency);
}

QString GpuNeed::text() const
{
    QString config =
        nodes > 1 ? Text::tr("%1 × %2 (%3 nodes)").arg(gpus).arg(gpu->name).arg(nodes) : Text::tr("%1 × %2").arg(gpus).arg(gpu->name);
    if (usesZero())
        config += Text::tr(" with ZeRO-%1").arg(zero);
    return Text::tr("%1 on %2 %3").arg(config, provider->name, instance->type);
}

int Advice::recommended() const
{
    // A service's "run" is a million output tokens: the cheapest of them at the workload's targets.
    const int run = pick(Pick::CheapestRun);
    return (scenario.isTraining() || scenario.isServing()) && run >= 0 ? run : pick(Pick::CheapestYear);
}

int Advice::fittingCount() const
{
    return int(std::count_if(instances.cbegin(), instances.cend(), [](const InstanceEvaluation &e) { return e.fits; }));
}

QStringList Advice::fittingProviders() const
{
    QStringList out;
    for (const InstanceEvaluation &e : instances)
        if (e.fits && !out.contains(e.instance->provider))
            out << e.instance->provider;
    return out;
}

QList<Advisory> Advice::advisoriesFor(const InstanceEvaluation &e) const
{
    return instanceAdvisories(scenario, e.facts(host));
}

QString Advice::costFormula(const InstanceEvaluation &e, CostPart part) const
{
    return ga::costFormula(part, e.annual, scenario, CostBasis{e.instance, e.components, e.nodes, checkpointGb});
}

QString Advice::runFormula(const InstanceEvaluation &e) const
{
    if (e.capacity)
        return e.serving().available ? servingSpeedFormula(e.serving(), scenario) : servingCapacityFormula(*e.capacity);
    return ga::runFormula(e.run, scenario, *e.gpu, e.gpus);
}

QString Advice::scalingFormula(const InstanceEvaluation &e) const
{
    return ga::scalingFormula(e.run.scaling, scenario, e.gpus);
}

QList<Advisory> Advice::allAdvisories() const
{
    QList<Advisory> out = advisories;
    for (const InstanceEvaluation &e : instances)
        out += advisoriesFor(e);
    return out;
}

Advice advise(const Scenario &s, const Catalog &catalog, const AdviseOptions &options)
{
    return advise(s, std::make_shared<const Catalog>(catalog), options);
}

Advice advise(const Scenario &s, std::shared_ptr<const Catalog> catalogPtr, const AdviseOptions &options)
{
    Advice advice;
    advice.scenario = s;
    advice.catalog = std::move(catalogPtr);
    const Catalog &catalog = *advice.catalog;
    advice.currency = options.currency;
    BudgetCache budgets(s, options.memory);
    const auto asked = budgets.at({s.gpus, s.zero, s.offload});
    advice.memory = *asked;
    advice.host = hostRequirements(s, advice.memory);
    advice.checkpointGb = checkpointBytes(s, advice.memory.trainableParams) / kGB;

    QHash<QString, GpuFacts> gpus;
    gpus.reserve(catalog.gpus.size());
    for (const GpuSpec &g : catalog.gpus)
        gpus.insert(g.id, {&g, gpuTier(g), g.usableGiB(), mfuFor(s, g), g.smVersion(), g.hasHbm(), g.isAscend(), g.isRocm(), false});
    QHash<QString, const Provider *> providers;
    for (const Provider &p : catalog.providers)
        providers.insert(p.id, &p);

    // Two passes, so that the evaluations are written once, already in order: the first prices
    // every instance, runs its rules and makes its sort key; the second builds the evaluations in
    // key order (sorting or permuting 100,000 built evaluations costs more than building them).
    struct Priced {
        const Instance *in;
        GpuFacts *gpu;
        int region;
        int nodes;
        int idleGpus;
        bool fits;     // as asked
        double hourly; // all nodes, display currency
        bool stale;
        AdvisoryFlags flags;
        AnnualCost annual;
        RunEstimate run;
        std::shared_ptr<const ServingPerformance> serving; // serving scenarios only
    };
    std::vector<Priced> priced;
    priced.reserve(std::size_t(catalog.instances.size()));
    preferHugePages(priced.data(), priced.capacity());
    std::vector<std::pair<quint64, int>> keys;
    std::vector<RegionFacts> regions;
    NeedGroups groups; // the cheapest instance type per GPU model and GPU count, for `needs`
    // ISO dates order as text: one string comparison per row judges a price's age.
    const QString staleBefore = options.today.isValid() ? options.today.addMonths(-kStalePriceMonths).toString(Qt::ISODate) : QString();
    SharedTextCache<GpuFacts> gpuOf;
    SharedTextCache<const Provider> providerOf;
    for (const Instance &in : catalog.instances) {
        if (!options.keeps(in))
            continue;
        GpuFacts *const lastGpu = gpuOf.find(in.gpuId, [&gpus](const QString &id) {
            const auto it = gpus.find(id);
            return it == gpus.end() ? nullptr : &*it;
        });
        // Consecutive rows usually share a provider and a region: a new region's facts only then.
        if (regions.empty() || !same(regions.back().provider->id, in.provider) || !same(*regions.back().region, in.region)) {
            const Provider *p = providerOf.find(in.provider, [&providers](const QString &id) { return providers.value(id); });
            if (!p)
                continue; // validated catalogs resolve every id; a broken import never reaches here
            regions.push_back({p, &in.region, p->componentsFor(in.region), options.currency.factor(p->currency)});
        }
        if (!lastGpu)
            continue;
        lastGpu->offered = true;
        const RegionFacts &region = regions.back();
        int nodes = std::max(1, int(std::ceil(double(s.gpus) / double(in.gpuCount))));
        int idle = nodes * in.gpuCount - s.gpus;
        bool fits = asked->budgetGiB() <= lastGpu->usableGiB;
        std::shared_ptr<const ServingPerformance> serving;
        if (s.isServing()) {
            // The engine's layout depends on the GPU alone; the replicas on the instance type.
            if (!lastGpu->capacity)
                lastGpu->capacity =
                    std::make_shared<const ServingCapacity>(servingCapacity(s, *asked, *lastGpu->gpu, options.memory.stack));
            fits = lastGpu->capacity->starts();
            serving = std::make_shared<const ServingPerformance>(servingPerformance(s, *lastGpu->capacity, *asked, *lastGpu->gpu, in));
            if (serving->available) {
                nodes = serving->instances;
                idle = serving->idleGpus;
            }
        }
        const HourlyPrice hourly = hourlyPrice(in, s.usage.billing);
        const double hourlyDisplay = hourly.amount * region.toDisplay;
        groups.offer(lastGpu, &in, region.provider, hourly.available ? hourlyDisplay : -1);
        priced.push_back({&in,
                          lastGpu,
                          int(regions.size()) - 1,
                          nodes,
                          idle,
                          fits,
                          hourlyDisplay * nodes,
                          in.prices.any() && !staleBefore.isEmpty() && in.asOf < staleBefore,
                          {},
                          {},
                          {},
                          serving});
    }

    // Fitting first, priced before unpriced (a machine without a public price is no answer yet),
    // clean fits before fits with a critical flaw, then cheaper per year, then catalog order (deterministic, and no string comparisons). One
    // 64-bit key per instance: the bits of a non-negative double order like the double, so three
    // flag bits go on top of them (dropping the lowest mantissa bits, far below a cent). The
    // flags need the rules, so they run here, once per instance. Each row is independent of the
    // others (everything shared is read-only by now), so large catalogs spread over the cores.
    keys.resize(priced.size());
    parallelFor(priced.size(), [&](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i) {
            Priced &p = priced[i];
            const RegionFacts &region = regions[std::size_t(p.region)];
            p.annual = annualCost(s, *p.in, region.components, p.nodes, advice.checkpointGb, region.toDisplay);
            const bool serving = p.gpu->capacity != nullptr;
            p.run = serving ? servingRun(s, *p.serving, *p.gpu->gpu, p.hourly)
                            : runEstimate(s, *asked, *p.gpu->gpu, *p.in, p.nodes, s.gpus, p.hourly, p.gpu->mfu, region.components);
            const InstanceFacts facts{p.in,
                                      p.gpu->gpu,
                                      p.gpu->sm,
                                      p.gpu->hbm,
                                      p.gpu->ascend,
                                      p.gpu->rocm,
                                      region.provider,
                                      region.components,
                                      asked.get(),
                                      &p.annual,
                                      &p.run,
                                      &advice.host,
                                      serving ? instancesPerReplica(s.gpus, *p.in) : p.nodes,
                                      s.gpus, // a service's rules judge one replica too
                                      p.idleGpus,
                                      p.stale,
                                      p.fits,
                                      FitSuggestion::None,
                                      0,
                                      0,
                                      p.gpu->capacity.get(),
                                      p.serving.get()};
            p.flags = instanceAdvisoryFlags(s, facts);
            const double total = std::max(0.0, p.annual.total());
            quint64 bits = 0;
            std::memcpy(&bits, &total, sizeof bits);
            const bool critical = p.flags.worst() == int(Severity::Critical);
            keys[i] = {(quint64(!p.fits) << 63) | (quint64(!p.annual.available) << 62) | (quint64(critical) << 61) | (bits >> 3), int(i)};
        }
    });
    sortByKey(keys);

    // How a row that does not fit as asked would: the same few budgets serve every row.
    // Expert parallelism runs on Megatron-SWIFT, which has no ZeRO 3 or offload to suggest.
    const bool suggest = s.isTraining() && !s.trainsExpertParallel();
    const auto zero3 = suggest && s.zero < 3 && s.gpus > 1 ? budgets.at({s.gpus, 3, s.offload}) : nullptr;
    const auto offloaded =
        suggest && s.offload != Offload::OptimizerAndParams ? budgets.at({s.gpus, 3, Offload::OptimizerAndParams}) : nullptr;
    advice.instances.reserve(qsizetype(keys.size()));
    preferHugePages(advice.instances.constData(), std::size_t(keys.size()));
    constexpr std::size_t kAhead = 8; // rows read in key order are scattered: fetch them early
    for (std::size_t k = 0; k < keys.size(); ++k) {
        if (k + kAhead < keys.size())
            prefetch(&priced[std::size_t(keys[k + kAhead].second)]);
        const Priced &p = priced[std::size_t(keys[k].second)];
        const Instance &in = *p.in;
        const GpuFacts &gf = *p.gpu;
        const RegionFacts &region = regions[std::size_t(p.region)];
        InstanceEvaluation &e = advice.instances.emplaceBack();
        e.instance = &in;
        e.gpu = gf.gpu;
        e.provider = region.provider;
        e.components = region.components;
        e.tier = gf.tier;
        e.nodes = p.nodes;
        e.gpus = p.serving && p.serving->available ? p.serving->replicas * s.gpus : s.gpus;
        e.idleGpus = p.idleGpus;
        e.memory = asked;
        e.capacity = gf.capacity;
        e.servingFigures = p.serving;
        e.fits = p.fits;
        const double usable = gf.usableGiB;
        if (!e.fits && suggest) {
            const int paid = e.gpus + e.idleGpus;
            const auto allPaid = paid > s.gpus ? budgets.at({paid, 3, s.offload}) : nullptr;
            if (zero3 && zero3->budgetGiB() <= usable) {
                e.suggestion = FitSuggestion::Zero3;
                e.suggestionBudgetBytes = zero3->budgetBytes;
            } else if (allPaid && allPaid->budgetGiB() <= usable) {
                e.suggestion = FitSuggestion::Zero3AllGpus;
                e.suggestionBudgetBytes = allPaid->budgetBytes;
            } else if (offloaded) {
                const double hostNeed = offloadHostGiB(*offloaded, in, s.gpus);
                if (offloaded->budgetGiB() <= usable && hostHoldsOffload(hostNeed, in)) {
                    e.suggestion = FitSuggestion::Zero3Offload;
                    e.suggestionBudgetBytes = offloaded->budgetBytes;
                    e.suggestionHostRamBytes = hostNeed * kGiB;
                }
            }
        }
        e.hourly = p.hourly;
        e.annual = p.annual;
        e.run = p.run;
        // Best value: delivered compute per money; for a service, output tokens per second per money.
        if (e.annual.available && e.annual.total() > 0 && e.run.available)
            e.valueScore =
                (e.capacity ? e.serving().decodeTokensPerSecond : e.run.tflopsPerGpu * e.run.mfu * e.run.scaling.efficiency * e.gpus) /
                (e.annual.total() / 1000.0);
        e.flags = p.flags;
        e.priceStale = p.stale;
        advice.stalePrices += p.stale ? 1 : 0;
    }

    // Among GPUs someone rents out: a datasheet-only GPU is no answer.
    const GpuFacts *smallest = nullptr;
    const GpuSpec *largest = nullptr;
    for (const GpuFacts &g : std::as_const(gpus)) {
        if (!g.offered)
            continue;
        if (g.usableGiB >= advice.memory.budgetGiB() && (!smallest || g.usableGiB < smallest->usableGiB))
            smallest = &g;
        if (!largest || g.usableGiB > largest->usableGiB())
            largest = g.gpu;
    }
    if (smallest)
        advice.smallestGpu = Text::tr("%1 (%2 GiB usable)").arg(smallest->gpu->name, QString::number(smallest->usableGiB, 'f', 1));

    advice.needs = groups.needs(s, budgets, options.memory.stack);

    // The picks, among clean fits with a price (pickDefinition).
    const auto better = [&advice](Pick pick, const InstanceEvaluation &x, int current) {
        if (current < 0)
            return true;
        const InstanceEvaluation &y = advice.instances[current];
        switch (pick) {
        case Pick::CheapestYear: return false; // sorted by annual total already: the first one wins
        case Pick::CheapestRun: return std::tie(x.run.cost, x.run.hours) < std::tie(y.run.cost, y.run.hours);
        case Pick::Fastest: return std::tie(x.run.hours, x.run.cost) < std::tie(y.run.hours, y.run.cost);
        case Pick::BestValue: return x.valueScore > y.valueScore;
        case Pick::Count: break;
        }
        return false;
    };
    // Clean fits with a price come first in the order (the sort key's top bits): stop after them.
    // A pick the app itself doubts (an Arm host, too little RAM) is one a reviewer would reject, so
    // a row without such a warning beats one with it; among equals the criterion decides.
    std::array<bool, kPickCount> pickDoubted{};
    for (int i = 0; i < advice.instances.size(); ++i) {
        const InstanceEvaluation &e = advice.instances[i];
        if (!e.cleanFit() || !e.hasPrice())
            break;
        const bool doubted = e.flags.doubtsTheSetup();
        for (int p = 0; p < kPickCount; ++p) {
            const Pick pick = Pick(p);
            if (pick != Pick::CheapestYear && !e.run.available)
                continue;
            const int current = advice.picks[std::size_t(p)];
            if ((current >= 0 && doubted != pickDoubted[std::size_t(p)]) ? !doubted : better(pick, e, current)) {
                advice.picks[std::size_t(p)] = i;
                pickDoubted[std::size_t(p)] = doubted;
            }
        }
    }
    for (int p = 0; p < kPickCount; ++p)
        if (const int i = advice.picks[std::size_t(p)]; i >= 0)
            advice.instances[i].picks |= quint8(1u << p);

    ScenarioFacts facts;
    facts.memory = &advice.memory;
    facts.host = &advice.host;
    const auto single = budgets.at({1, s.zero, s.offload});
    facts.singleGpu = single.get();
    facts.largest = largest;
    facts.anyFits = !advice.instances.isEmpty() && advice.instances.constFirst().fits; // fits come first
    std::vector<double> shares;
    shares.reserve(std::size_t(advice.instances.size()));
    for (const InstanceEvaluation &e : std::as_const(advice.instances))
        if (e.annual.available && e.annual.total() > 0)
            shares.push_back(e.annual.hidden() / e.annual.total());
    if (!shares.empty()) { // linear: the median by selection, the range by one pass
        const auto [low, high] = std::minmax_element(shares.begin(), shares.end());
        facts.hiddenCost = {int(shares.size()), 0, *low, *high};
        const auto mid = shares.begin() + std::ptrdiff_t(shares.size() / 2);
        std::nth_element(shares.begin(), mid, shares.end());
        facts.hiddenCost.median = *mid;
    }
    if (const int rec = advice.recommended(); rec >= 0) {
        facts.recommended = advice.instances[rec].instance;
        facts.recommendedGpus = std::min(advice.instances[rec].instance->gpuCount, advice.instances[rec].gpus);
    }
    if (!facts.anyFits) // the needs are named only when nothing holds the job
        for (const GpuNeed &n : std::as_const(advice.needs))
            facts.needs << n.text();
    advice.advisories = scenarioAdvisories(s, facts);
    return advice;
}

} // namespace ga
