#pragma once

#include "base/fielderror.h"
#include "core/units.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ga {

// One GPU model's datasheet figures (resources/catalog/gpus.json, DESIGN.md §4).
// The accelerator vendors the catalog knows (GpuSpec::vendor): NVIDIA (CUDA), AMD (ROCm) and Huawei
// (Ascend NPUs, CANN).
inline constexpr char kVendorNvidia[] = "nvidia";
inline constexpr char kVendorAmd[] = "amd";
inline constexpr char kVendorHuawei[] = "huawei";
bool isKnownGpuVendor(QStringView vendor);

struct GpuSpec {
    QString id;
    QString name;
    QString vendor; // kVendorNvidia | kVendorAmd | kVendorHuawei
    QString arch;
    QString computeCapability; // "8.0"; AMD: "gfx942"; Ascend: empty
    int launchYear = 0;
    double memoryGb = 0;                   // datasheet capacity
    std::optional<double> usableMemoryMiB; // what nvidia-smi / rocm-smi reports as total
    QString usableMemorySource;
    QString memoryType;
    double bandwidthGBs = 0;
    std::optional<double> fp16Tflops;
    std::optional<double> bf16Tflops;
    std::optional<double> fp8Tflops;
    std::optional<double> fp32Tflops;
    std::optional<double> int8Tops;
    bool tensorCores = false;
    bool bf16 = false;
    bool fp8 = false;
    std::optional<bool> ecc;
    int mig = 0;
    std::optional<double> nvlinkGBs; // 0 = none; nothing = has NVLink, figure unknown
    std::optional<int> pcieGen;
    std::optional<int> pcieLanes;
    std::optional<double> tdpW;
    bool consumer = false;
    bool armHost = false; // a superchip whose host is Arm (GH200's Grace): every instance of it runs aarch64
    bool estimated = false;
    QString basis;
    QString source;
    QString asOf;
    QString notes;

    // Memory a job can use: the nvidia-smi total when known, else the datasheet capacity in GiB.
    double usableGiB() const;
    // Without the vendor and brand prefixes ("A100 80GB SXM4"): for tables that must fit a laptop
    // screen; tooltips carry the full name.
    QString shortName() const;
    // Dense TFLOPS a job in `p` runs at: the Tensor-Core rate where the GPU has one for that
    // precision, never below plain FP32 (cards whose FP16 runs at 1/64 rate train in FP32).
    double denseTflops(Precision p) const;
    // "8.0" -> 80; AMD and unknown -> nothing.
    std::optional<int> smVersion() const;
    // HBM rather than GDDR: the memory type, not the bandwidth figure, says which.
    bool hasHbm() const;
    // A Huawei Ascend NPU: not a CUDA device.
    bool isAscend() const;
    // An AMD GPU: ROCm, not CUDA.
    bool isRocm() const;
};

struct DiskClass {
    QString id;
    QString name;
    std::optional<double> perGbMonth;
    std::optional<double> maxIops;
    std::optional<double> maxThroughputMBs;
};

// One step of a progressive bandwidth price: each Mbps of the cap above the previous step and up
// to `upToMbps` costs `perMbps` (the last step has no bound). Alibaba and Tencent price fixed
// bandwidth this way (see the catalog rows' source).
struct BandwidthTier {
    std::optional<double> upToMbps;
    double perMbps = 0;
};

// An object-storage class faster than the standard one (StorageClass): its price and how fast it
// reads. A high-throughput class holds the dataset itself; an accelerator caches a standard
// bucket and is priced on its provisioned capacity, which holds the dataset.
struct ObjectStorageClass {
    QString tier; // toId(StorageClass): "high-throughput" or "accelerated"
    QString name;
    std::optional<double> perGbMonth;   // accelerated: per GB of provisioned cache
    std::optional<double> per10kGet;    // high-throughput: its own request price
    std::optional<double> perGbRead;    // retrieval charge per GB read
    std::optional<double> readGbps;     // one ceiling for all readers (bucket or account)
    std::optional<double> readMBsPerTb; // read bandwidth that grows with the capacity
    std::optional<double> readMBsMin;
    std::optional<double> readMBsMax;
    QString basis;
    QString source;
    QString asOf;

    std::optional<StorageClass> storageClass() const { return storageClassFromId(tier); }
    // Read ceiling in Gbit/s for `datasetGb` held (capacity-scaled classes), or nothing.
    std::optional<double> readCeilingGbps(double datasetGb) const;
};

// Storage and traffic prices of one provider region ("*" = the provider's default).
struct PriceComponents {
    QString region;
    QList<DiskClass> disks;
    std::optional<double> egressPerGb;
    QList<BandwidthTier> bandwidthHourly;  // fixed bandwidth, pay-as-you-go: per Mbps and hour
    QList<BandwidthTier> bandwidthMonthly; // fixed bandwidth, subscription: per Mbps and month
    std::optional<double> objectStoragePerGbMonth;
    std::optional<double> objectStoragePer10kGet;
    std::optional<double> objectStorageReadGbps; // the standard class's read ceiling for all readers
    QList<ObjectStorageClass> storageClasses;    // faster classes, at most one of each tier
    bool estimated = false;
    QString basis;
    QString source;
    QString asOf;
};

struct Provider {
    QString id;
    QString name;
    QString nameZh;
    QString currency; // ISO 4217; one of supportedCurrencies()
    QString kind;     // hyperscaler | gpu-cloud | marketplace (a GPU rental platform: per-GPU hourly, no SLA)
    QString source;
    QString asOf;
    QList<PriceComponents> priceComponents; // may be empty: those prices are then shown as missing

    // The region's components, else the provider default ("*"), else nothing.
    const PriceComponents *componentsFor(const QString &region) const;
};

struct Prices {
    std::optional<double> onDemandHourly;
    std::optional<double> monthly;
    std::optional<double> yearly;
    std::optional<double> spotHourly;

    // Any price at all: a row without one has specs only (its price_basis says why).
    bool any() const { return onDemandHourly || monthly || yearly || spotHourly; }
};

struct Instance {
    QString provider;
    QString type;
    QString family;
    QString region;
    QString gpuId;
    int gpuCount = 1;
    std::optional<int> vcpu;
    std::optional<double> cpuGhz;
    std::optional<int> cpuSockets;                // CPU sockets of the host
    std::optional<bool> armHost;                  // the host CPU is Arm (aarch64, Graviton); unset = x86-64 or the GPU's (GpuSpec::armHost)
    std::optional<double> hostMemoryBandwidthGBs; // peak DRAM bandwidth of all sockets (channels x MT/s x 8 B)
    std::optional<double> ramGib;
    std::optional<double> localNvmeGb;
    std::optional<double> networkGbps;
    std::optional<bool> rdma;
    std::optional<bool> gds;
    std::optional<bool> nvlink;
    std::optional<int> pcieGen;
    std::optional<int> pcieLanes;
    bool bareMetal = false;
    Prices prices;
    QString currency;
    bool priceEstimated = false;
    QString priceBasis;
    QString source;
    QString asOf;
    QString notes;
    QString origin; // "bundled" or the imported file's name

    // provider:type:region, unique within a catalog.
    QString key() const { return provider + QLatin1Char(':') + type + QLatin1Char(':') + region; }
};

// An instance's key (provider, type, region) as a hash key, without building the "a:b:c" text:
// merging and checking 200,000 rows then allocates nothing per row.
struct InstanceKey {
    QString provider;
    QString type;
    QString region;
    explicit InstanceKey(const Instance &in) : provider(in.provider), type(in.type), region(in.region) {}
    friend bool operator==(const InstanceKey &, const InstanceKey &) = default;
    friend size_t qHash(const InstanceKey &k, size_t seed = 0) { return qHashMulti(seed, k.provider, k.type, k.region); }
};

// What a table shows where an instance has no price: "unknown" when the catalog has none in any
// billing mode (the row's price_basis says why), "n/a" when it has none in the mode chosen.
QString missingPriceText(const Instance &instance);

// Currencies a price may be in: those the app can convert for display (CurrencySettings).
QStringList supportedCurrencies();
// "US dollar (USD)": a supported currency's translated name with its code, for choosers.
QString currencyDisplayName(const QString &code);

// GPUs, providers and instances, from our JSON files (bundled or imported: data/catalogschema).
class Catalog {
public:
    QString version;
    QString asOf;
    QList<GpuSpec> gpus;
    QList<Provider> providers;
    QList<Instance> instances;

    const GpuSpec *gpu(const QString &id) const;
    const Provider *provider(const QString &id) const;
    const Instance *instance(const QString &key) const;
    // The disk classes the providers offer, each id once (the first provider's), as
    // {id, "name (provider)"}: the choices of the scenario's disk class.
    QList<std::pair<QString, QString>> diskClasses() const;
    // How many instances one provider offers, and how many of those have an estimated price.
    struct InstanceCount {
        int instances = 0;
        int estimated = 0;
    };
    InstanceCount instanceCount(const QString &providerId) const;
    // How old each provider's prices are: the newest as_of of its priced instances, {provider id,
    // date}, in the providers' order (a provider without priced instances is left out). Linear.
    QList<std::pair<QString, QString>> priceDates() const;

    // Adds `other` on top: GPUs and providers by id, instances by key (later wins). Linear in
    // the size of both catalogs; pass a catalog that is done with by std::move, and its rows move.
    void merge(Catalog other);
};

} // namespace ga

// Its members are Qt's implicitly shared strings and plain values: a list of 200,000 grows by
// moving memory, not by moving each row.
Q_DECLARE_TYPEINFO(ga::Instance, Q_RELOCATABLE_TYPE);
