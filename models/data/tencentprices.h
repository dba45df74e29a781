#pragma once

#include "base/fielderror.h"
#include "core/catalog.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace ga {

// One region's answer of Tencent Cloud's CVM API action DescribeZoneInstanceConfigInfos (version
// 2017-03-12), asked for pay-as-you-go and monthly prices: {"Response": {"InstanceTypeQuotaSet":
// [...], "RequestId": ...}} with, per zone and instance type, "InstanceType", "Zone",
// "InstanceChargeType" (POSTPAID_BY_HOUR, PREPAID), "GpuCount" and "Price" {"UnitPrice" per
// "ChargeUnit" HOUR, "OriginalPrice" for a month}, as the API's reference documents it
// (TencentCloud/tencentcloud-cli tccli/examples/cvm/v20170312/DescribeZoneInstanceConfigInfos.md).
// A refused call answers {"Response": {"Error": {"Code", "Message"}}}.
struct TencentRegionPrices {
    struct Price {
        std::optional<double> hourly;  // POSTPAID_BY_HOUR UnitPrice: the list price an hour
        std::optional<double> monthly; // PREPAID OriginalPrice: the list price of one month
        double gpus = 0;               // GpuCount (a fraction on shared-GPU types)
    };
    QString region;
    QHash<QString, Price> prices; // by instance type; a type sold in several zones at one price
    int entriesRead = 0;
};

// Reads one region's answer. A refused call comes back as the FieldError "Response.Error" with the
// code and message; anything else that cannot be trusted names its field
// (Response.InstanceTypeQuotaSet[3].Price.UnitPrice).
Expected<TencentRegionPrices> readTencentZoneConfigs(const QByteArray &json, const QString &region);

// The catalog's Tencent rows priced from the answers: every instance type the catalog describes,
// in every region that prices it, with the specs of the catalog's row, `asOf` as its day and
// `source` as its source. A type whose GPU count the API gives otherwise than the catalog is left
// out (counted in `disagreeing`); `unknownTypes` counts the GPU types the API prices that the
// catalog does not describe.
struct TencentRepricing {
    QList<Instance> instances;
    int unknownTypes = 0;
    int disagreeing = 0;
    // The median of new ÷ catalog hourly price over the types priced both ways (0 when none):
    // about 1/7 when the account is billed in US dollars and the catalog's rows are in yuan.
    double medianPriceRatio = 0;
};
TencentRepricing repriceTencent(const QList<TencentRegionPrices> &regions, const Catalog &catalog, const QString &source,
                                const QString &asOf);

} // namespace ga
