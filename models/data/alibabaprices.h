#pragma once

#include "base/fielderror.h"
#include "core/catalog.h"

#include <QByteArray>
#include <QHash>
#include <QString>

namespace ga {

// Alibaba Cloud's ECS price file: the keyless JSON its price calculator reads from g.alicdn.com
// (documented by Alibaba in developer.aliyun.com/article/629033; the shape as Apache Libcloud's
// contrib/update_ecs_prices.py @ 9ea43856 read it, 2019-05-23). One object: "currency",
// "version", "publicationDate" and "pricingInfo", whose keys are
// "RegionId::InstanceType::NetworkType::OSType::IoOptimized" and whose values hold "hours" and
// "months" arrays of {"price": "4.414", "period": "1"} (prices are strings).
struct AlibabaPriceFile {
    struct Price {
        std::optional<double> hourly;  // pay-as-you-go, the "hours" entry of period 1
        std::optional<double> monthly; // subscription, the "months" entry of period 1
    };
    QString currency;
    QString version;
    QString publishedOn;          // publicationDate's day (YYYY-MM-DD)
    QHash<QString, Price> prices; // "region::type" -> Linux, VPC, I/O-optimised prices
    int entriesRead = 0;          // every key of pricingInfo
};

// Reads the file; fails naming the field (pricingInfo["cn-beijing::ecs.gn7i...::vpc::linux::optimized"].hours[0].price)
// on anything it cannot trust, and keeps only the Linux, VPC, I/O-optimised entries.
Expected<AlibabaPriceFile> readAlibabaPriceFile(const QByteArray &json);

// The catalog's Alibaba rows priced from the file: each row whose type the file prices in its
// region, and each row sold "on request" in every region the file prices its type in. Rows carry
// the file's day as their as_of and `source` as their source; only rows the file dates later than
// their prices in use are returned. `unknownTypes` counts the GPU types the file prices that the
// catalog does not describe.
struct AlibabaRepricing {
    QList<Instance> instances;
    int unknownTypes = 0;
    int notNewer = 0; // rows the file prices no later than the prices in use
};
AlibabaRepricing repriceAlibaba(const AlibabaPriceFile &file, const Catalog &catalog, const QString &source);

} // namespace ga
