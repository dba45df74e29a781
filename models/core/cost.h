#pragma once

#include "core/catalog.h"
#include "core/memory.h"
#include "core/scaling.h"

#include <QStringList>

namespace ga {

// How money is shown: prices stay in the provider's currency in the catalog and are converted
// for display and ranking with a user-set rate (DESIGN.md §4: "an exchange rate is a setting").
struct CurrencySettings {
    QString display = QStringLiteral("USD");     // one of supportedCurrencies()
    double cnyPerUsd = 7.2;                      // user setting; the default is an approximate 2024-2025 level
    static constexpr double kMinCnyPerUsd = 0.5; // exclusive: the accepted range of the setting
    static constexpr double kMaxCnyPerUsd = 50;

    double convert(double amount, const QString &from) const { return amount * factor(from); }
    // Display-currency units per unit of `from` (1 for the display currency itself).
    double factor(const QString &from) const;
    QString symbol() const;
    QString format(double amount, int decimals = 0) const; // "¥12,345" / "$1,234"
    // Three significant digits for cells that must fit a laptop screen: "$0.44", "$32.77",
    // "$329", "$3.39k", "$33.9k", "$1.25M". Tooltips and copies carry the exact figure.
    QString formatCompact(double amount) const;
};
std::optional<FieldError> validate(const CurrencySettings &c);

// One year of ownership, in parts that sum to the total (DESIGN.md §6), in the display currency.
// Numbers only: advise() prices every instance of a catalog and few formulas are ever read, so
// the formula texts are built on demand (costFormula) from the same inputs.
struct AnnualCost {
    double instance = 0;
    double disk = 0;
    double egress = 0;
    double objectStorage = 0;
    double requests = 0;
    double rate = 0;                     // the instance price used, native currency: per hour, month or year by `billing`
    Billing billing = Billing::OnDemand; // billing mode actually priced (may fall back to pay-as-you-go)
    bool billingFallback = false;
    EgressBilling egressBilling = EgressBilling::Traffic; // the egress billing actually priced
    bool egressFallback = false;                          // fixed bandwidth asked for, but the region publishes no such price
    StorageClass storageClass = StorageClass::Standard;   // the object-storage class actually priced
    bool storageFallback = false;                         // a faster class asked for, but the region offers none
    double egressOther = -1;                              // the year's egress under the other billing; < 0 where not priced
    bool available = false;                               // the instance has a price for some billing mode
    bool estimated = false;                               // an estimated price went into it
    enum Missing { MissingDisk = 1, MissingEgress = 2, MissingStorage = 4, MissingRequests = 8 };
    int missing = 0; // parts whose price the catalog lacks (counted as 0), Missing flags

    double hidden() const { return disk + egress + objectStorage + requests; }
    double total() const { return instance + hidden(); }
};

enum class CostPart { Instance, Disk, Egress, ObjectStorage, Requests };
inline constexpr int kCostPartCount = int(CostPart::Requests) + 1;
QString displayName(CostPart part); // "Cloud disk": chart legends, tables and the report
// The amount of one part of a year.
double costOf(const AnnualCost &a, CostPart part);
// Whether the catalog lacks the price of `part` (counted as 0 in the total); never for the instance.
bool priceMissing(const AnnualCost &a, CostPart part);
// The parts whose price the catalog lacks, for a sentence: "cloud disk, egress".
QString missingPricesText(const AnnualCost &a);

// Everything a yearly cost rests on besides the scenario, for its formulas.
struct CostBasis {
    const Instance *instance = nullptr;
    const PriceComponents *components = nullptr;
    int nodes = 1;
    double checkpointGb = 0;
};

// A year of internet egress under one billing, in the provider's currency. Fixed bandwidth buys
// the cap that carries the day's traffic spread evenly over the hours the job runs
// (bandwidthCapMbps), paid per Mbps-hour for those hours, or per Mbps-month on a subscription:
// both clouds sell hourly bandwidth with pay-as-you-go instances only (Alibaba 公网带宽计费,
// Tencent 独享型公网网络计费; see the catalog rows' source).
struct EgressPrice {
    double yearly = 0;
    double rate = 0;      // bandwidth: the price per hour or month of the cap (bandwidthCapMbps)
    bool monthly = false; // bandwidth: priced per month
};
std::optional<EgressPrice> egressPrice(const PriceComponents *components, const Usage &usage, Billing billed, EgressBilling mode);
// The cap the user set, else the whole Mbps that carry GB/day × 8,000 Mbit over hours/day × 3,600 s
// (at least 1 with any traffic).
double bandwidthCapMbps(const Usage &usage);
// The price of a cap under progressive steps (BandwidthTier), per hour or month.
double bandwidthRate(const QList<BandwidthTier> &tiers, double capMbps);

// The disk class a yearly cost prices: the scenario's class where the region offers it, else the
// region's first (SSD) class. One rule for cost, storage advisories and formulas.
const DiskClass *chosenDisk(const PriceComponents *components, const Usage &usage);

// The faster object-storage class a scenario's dataset lives in: the usage's class where the
// region offers it, else none (the standard class). One rule for cost, run time and formulas.
const ObjectStorageClass *chosenStorageClass(const PriceComponents *components, const Usage &usage);
// How fast the dataset's storage reads for all nodes together, Gbit/s; nothing when the provider
// publishes no ceiling (the nodes' networks are then the limit).
std::optional<double> storageReadCeilingGbps(const PriceComponents *components, const Usage &usage);

// "2.0000 USD/h × 8.0 h/day × 365 days": one part's formula with this scenario's numbers.
QString costFormula(CostPart part, const AnnualCost &a, const Scenario &s, const CostBasis &basis);

// One training run (or, for inference, generating the dataset's tokens) on `gpus` GPUs, with
// the GPU generation's utilisation and the communication the GPUs' links leave exposed. The
// formula is built on demand (runFormula).
struct RunEstimate {
    bool available = false; // false when the GPU has no TFLOPS figure for the precision
    double flops = 0;
    double hours = 0;
    double cost = 0;      // display currency
    double tokens = 0;    // tokens the run trains on (training) or generates (inference)
    bool serving = false; // inference: the "run" generates `tokens`; read its cost per million tokens
    double tflopsPerGpu = 0;
    double flopsPerParamToken = 6;
    double mfu = 0;             // model FLOPs utilisation used (mfuFor)
    double stepMemoryMs = 0;    // inference: one decode step bound by memory bandwidth
    double stepComputeMs = 0;   // inference: the same step bound by compute
    double weightShareRead = 1; // inference: share of the weights one decode step reads (MoE: the experts visited)
    Scaling scaling;            // efficiency over the job's GPUs and links; run hours include it
    double computeHours = 0;    // training: the hours the GPUs compute, before waiting for data
    double dataHours = 0;       // training from object storage or NAS: reading the dataset over each node's network
    double dataLinkGbps = 0;    // the network each node reads it over
    int dataNodes = 1;          // nodes sharing the reading
    double dataStorageGbps = 0; // the storage class's ceiling for all nodes, where it binds before their networks
    bool dataBound() const { return dataHours > computeHours && computeHours > 0; }

    double costPerMillionTokens() const { return tokens > 0 ? cost / tokens * 1e6 : 0; }
    // What a row shows as its run cost: one training run, or a million tokens served.
    double headlineCost() const { return serving ? costPerMillionTokens() : cost; }
    double tokensPerSecond() const { return hours > 0 ? tokens / (hours * 3600.0) : 0; }
};
RunEstimate runEstimate(const Scenario &s, const MemoryBudget &memory, const GpuSpec &gpu, const Instance &instance, int nodes, int gpus,
                        double hourlyDisplay, double mfu, const PriceComponents *components = nullptr);
QString runFormula(const RunEstimate &r, const Scenario &s, const GpuSpec &gpu, int gpus);
QString runSource(const Scenario &s, const GpuSpec &gpu);

// The hourly price of one instance under `billing`, in its own currency (subscriptions spread
// over 730 h/month, 8,760 h/year); falls back to pay-as-you-go when that mode is not published.
struct HourlyPrice {
    double amount = 0;
    Billing billing = Billing::OnDemand;
    bool fallback = false;
    bool available = false;
};
HourlyPrice hourlyPrice(const Instance &in, Billing billing);

// `components` are the provider's prices for the instance's region (Provider::componentsFor);
// `toDisplay` converts the provider's currency into the display currency.
AnnualCost annualCost(const Scenario &s, const Instance &in, const PriceComponents *components, int nodes, double checkpointGbEach,
                      double toDisplay);

} // namespace ga
