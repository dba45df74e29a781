#pragma once

#include "catalog.h"
#include "memory.h"

#include <QStringList>

namespace ga {

// How money is shown: prices stay in the provider's currency in the catalog and are converted
// for display and ranking with a user-set rate (DESIGN.md §4: "an exchange rate is a setting").
struct CurrencySettings {
    QString display = QStringLiteral("USD"); // USD or CNY
    double cnyPerUsd = 7.2;                  // user setting; the default is an approximate 2024-2025 level
    static constexpr double kMinCnyPerUsd = 0.5; // exclusive: the accepted range of the setting
    static constexpr double kMaxCnyPerUsd = 50;

    double convert(double amount, const QString &from) const;
    QString symbol() const;
    QString format(double amount, int decimals = 0) const; // "¥12,345" / "$1,234"
};
std::optional<FieldError> validate(const CurrencySettings &c);

// One year of ownership, in parts that sum to the total (DESIGN.md §6), in the display currency.
// The formulas are text for tooltips and reports: built on demand from the stored inputs, since
// advise() prices every instance of the catalog and few formulas are ever read.
struct AnnualCost {
    double instance = 0;
    double disk = 0;
    double egress = 0;
    double objectStorage = 0;
    double requests = 0;
    Billing billing = Billing::OnDemand; // billing mode actually priced (may fall back to pay-as-you-go)
    bool billingFallback = false;
    bool available = false;     // the instance has a price for some billing mode
    bool estimated = false;     // an estimated price went into it
    enum Missing { MissingDisk = 1, MissingEgress = 2, MissingStorage = 4, MissingRequests = 8 };
    int missing = 0;            // parts whose price the catalog lacks (counted as 0), Missing flags

    double hidden() const { return disk + egress + objectStorage + requests; }
    double total() const { return instance + hidden(); }

    QString instanceFormula() const;
    QString diskFormula() const;
    QString egressFormula() const;
    QString storageFormula() const;
    QString requestsFormula() const;

    // Inputs of the formulas, in the instance's own currency.
    struct Inputs {
        QString currency;
        Billing requested = Billing::OnDemand;
        double rate = 0;          // per hour, per month or per year, by `billing`
        int nodes = 1;
        double hoursPerDay = 0;
        double daysPerYear = 0;
        QString diskName;
        double diskGb = 0;
        std::optional<double> diskRate, egressRate, storageRate, getRate;
        double egressGbPerDay = 0;
        double datasetGb = 0;
        double checkpoints = 0;
        double checkpointGb = 0;
        double getsPerDay = 0;
    } inputs;
};

// One training run (or, for inference, generating the dataset's tokens). The formula is built on
// demand from the stored inputs.
struct RunEstimate {
    bool available = false; // false when the GPU has no TFLOPS figure for the precision
    double flops = 0;
    double hours = 0;
    double cost = 0;        // display currency
    double tflopsPerGpu = 0;

    QString formula() const;
    QString source() const;

    struct Inputs {
        bool training = true;
        double flopsPerParamToken = 6;
        qint64 params = 0;
        double tokens = 0;
        int gpus = 1;
        double mfu = 0.35;
        int batch = 1;
        double stepMemoryMs = 0;
        double stepComputeMs = 0;
        QString gpuName;
        Precision precision = Precision::Bf16;
    } inputs;
};

// The hourly price of one instance under `billing`, in its own currency (subscriptions spread
// over 730 h/month, 8,760 h/year); falls back to pay-as-you-go when that mode is not published.
struct HourlyPrice {
    double amount = 0;
    Billing billing = Billing::OnDemand;
    bool fallback = false;
    bool available = false;
};
HourlyPrice hourlyPrice(const Instance &in, Billing billing);

// Size of one checkpoint in GB: the usage setting, or the trained weights in 16-bit.
double checkpointGb(const Scenario &s, qint64 trainableParams);

AnnualCost annualCost(const Scenario &s, const Instance &in, const Provider &provider, int nodes,
                      double checkpointGbEach, const CurrencySettings &currency);
RunEstimate runEstimate(const Scenario &s, const MemoryBudget &memory, const GpuSpec &gpu, int totalGpus,
                        double hourlyDisplay);

} // namespace ga
