#pragma once

#include <QList>
#include <QString>
#include <QUrl>

namespace ga {

// A public price file that Catalog > Update prices and `catalog refresh` read with no address to
// type (issue 19): who publishes it, where, under which licence, and how big it may be. The one
// list of them, for the CLI (`catalog refresh --list`), the window and the README.
struct PriceSource {
    enum class Format {
        SkyPilotCsv,    // SkyPilot's vms.csv, read by the importer (data/catalogimport)
        AlibabaEcsJson, // Alibaba's ECS price file, repricing the catalog's rows (data/alibabaprices)
        TencentCvmApi,  // Tencent's CVM API, one signed call a region with the user's key (data/tencentprices)
    };
    QString id;       // what --source takes: "aws"
    QString provider; // the catalog provider whose prices it carries
    Format format = Format::SkyPilotCsv;
    QString url;         // where it is published
    QString mirrorPath;  // where a mirror serves the same file: "skypilot/aws/vms.csv"; empty = never mirrored
    QStringList regions; // an API asked region by region: the regions asked
    QString publisher;   // "SkyPilot catalog (skypilot-org/skypilot-catalog)"
    QString licence;     // SPDX id, or what the publisher states
    qint64 maxBytes = 0;

    bool operator==(const PriceSource &) const = default;

    // The file's name as an import records it: "vms.csv".
    QString fileName() const;
    // `url`, or the same file under `mirror` (a base address ending in '/'; empty = none). A signed
    // API call is never sent to a mirror (its signature names the host): Tencent's goes to its
    // endpoint, or to GPU_ADVISOR_TENCENT_ENDPOINT when set (a regional endpoint such as
    // https://cvm.ap-shanghai.tencentcloudapi.com/, or a test server).
    QUrl address(const QString &mirror) const;
    bool needsKey() const { return format == Format::TencentCvmApi; }
    // A row's source after a refresh: publisher, address and the day it was fetched.
    QString citation(const QUrl &from, const QString &fetchedOn) const;
};

const QList<PriceSource> &priceSources();
const PriceSource *priceSource(const QString &id);

// The mirror every source is fetched through: GPU_ADVISOR_PRICE_MIRROR (tests point it at
// 127.0.0.1), else the setting (Preferences), else none. A mirror serves each file at its
// mirrorPath: a network where raw.githubusercontent.com is blocked reaches them through one.
QString configuredPriceMirror();

} // namespace ga
