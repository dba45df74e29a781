#include "net/pricesources.h"

#include "data/appsettings.h"

#include <QCoreApplication>

namespace ga {

namespace {
// SkyPilot publishes one vms.csv per cloud, refreshed every few hours by its own fetchers from
// each cloud's price API, in the folder its client reads (sky/catalog/common.py:
// HOSTED_CATALOG_DIR_URL + CATALOG_SCHEMA_VERSION "v8"; v9 is published alongside but lacks some
// clouds). The catalog repository states no licence of its own. Caps: several times the file sizes
// seen in 2026 (AWS about 5 MB, GCP 2.5 MB, RunPod 1 MB).
constexpr auto kSkyPilotBase = "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/";

PriceSource skyPilot(const char *cloud, const char *provider, qint64 maxMiB)
{
    PriceSource s;
    s.id = QString::fromLatin1(provider);
    s.provider = s.id;
    s.format = PriceSource::Format::SkyPilotCsv;
    s.url = QString::fromLatin1(kSkyPilotBase) + QString::fromLatin1(cloud) + QStringLiteral("/vms.csv");
    s.mirrorPath = QStringLiteral("skypilot/%1/vms.csv").arg(QString::fromLatin1(cloud));
    s.publisher = QStringLiteral("SkyPilot catalog (skypilot-org/skypilot-catalog)");
    s.licence = QCoreApplication::translate("ga::PriceSource", "no licence stated");
    s.maxBytes = maxMiB * 1024 * 1024;
    return s;
}
// Alibaba Cloud's ECS price file for mainland China, in CNY, as its price calculator reads it
// (developer.aliyun.com/article/629033). Alibaba bumps the version in the path when prices
// change and leaves older versions online; 2.0.421 is the newest that public code names
// (2026-09). A file not newer than the prices in use changes nothing. No licence is stated: the
// file says it is "for informational purposes only". Cap: several times the few MB it held.
PriceSource alibabaEcs()
{
    PriceSource s;
    s.id = QStringLiteral("alibaba");
    s.provider = s.id;
    s.format = PriceSource::Format::AlibabaEcsJson;
    s.url = QStringLiteral("https://g.alicdn.com/aliyun/ecs-price-info/2.0.421/price/download/instancePrice.json");
    s.mirrorPath = QStringLiteral("alibaba/ecs-price-info/instancePrice.json");
    s.publisher = QStringLiteral("Alibaba Cloud ECS price file (g.alicdn.com)");
    s.licence = QCoreApplication::translate("ga::PriceSource", "no licence stated; \"for informational purposes only\"");
    s.maxBytes = 64LL * 1024 * 1024;
    return s;
}
// Tencent Cloud's CVM API: DescribeZoneInstanceConfigInfos (version 2017-03-12) lists every
// instance type of a region's zones with its list price, for the caller's account. It needs the
// user's own key (read-only: the policy QcloudCVMReadOnlyAccess covers it). Asked in the mainland
// regions that sell GPU instances; the account's currency is the one its prices come in (yuan for
// an account of cloud.tencent.com). Cap per region: several times the ~1 MB of a region's answer.
PriceSource tencentCvm()
{
    PriceSource s;
    s.id = QStringLiteral("tencent");
    s.provider = s.id;
    s.format = PriceSource::Format::TencentCvmApi;
    s.url = QStringLiteral("https://cvm.tencentcloudapi.com/");
    s.regions = {QStringLiteral("ap-guangzhou"), QStringLiteral("ap-shanghai"), QStringLiteral("ap-beijing"),
                 QStringLiteral("ap-nanjing"),   QStringLiteral("ap-chengdu"),  QStringLiteral("ap-chongqing")};
    s.publisher = QStringLiteral("Tencent Cloud API (cvm DescribeZoneInstanceConfigInfos, 2017-03-12)");
    s.licence = QCoreApplication::translate("ga::PriceSource", "your account's own prices, through your API key");
    s.maxBytes = 16LL * 1024 * 1024;
    return s;
}
} // namespace

QString PriceSource::fileName() const
{
    return url.section(QLatin1Char('/'), -1);
}

QUrl PriceSource::address(const QString &mirror) const
{
    if (format == Format::TencentCvmApi) {
        const QString endpoint = qEnvironmentVariable("GPU_ADVISOR_TENCENT_ENDPOINT").trimmed();
        return QUrl(endpoint.isEmpty() ? url : endpoint, QUrl::StrictMode);
    }
    if (mirror.isEmpty() || mirrorPath.isEmpty())
        return QUrl(url, QUrl::StrictMode);
    const QString base = mirror.endsWith(QLatin1Char('/')) ? mirror : mirror + QLatin1Char('/');
    return QUrl(base + mirrorPath, QUrl::StrictMode);
}

QString PriceSource::citation(const QUrl &from, const QString &fetchedOn) const
{
    const QString address = from.toDisplayString();
    if (address == url)
        return QCoreApplication::translate("ga::PriceSource", "%1, %2, fetched %3").arg(publisher, url, fetchedOn);
    if (mirrorPath.isEmpty())
        return QCoreApplication::translate("ga::PriceSource", "%1, fetched %2 at %3").arg(publisher, fetchedOn, address);
    return QCoreApplication::translate("ga::PriceSource", "%1, %2, fetched %3 through the mirror %4")
        .arg(publisher, url, fetchedOn, address);
}

const QList<PriceSource> &priceSources()
{
    static const QList<PriceSource> sources{
        skyPilot("aws", "aws", 32),
        skyPilot("azure", "azure", 32),
        skyPilot("gcp", "gcp", 32),
        skyPilot("lambda", "lambda", 8),
        skyPilot("runpod", "runpod", 8),
        alibabaEcs(),
        tencentCvm(),
    };
    return sources;
}

const PriceSource *priceSource(const QString &id)
{
    const auto &all = priceSources();
    const auto it = std::find_if(all.cbegin(), all.cend(), [&id](const PriceSource &s) { return s.id == id; });
    return it == all.cend() ? nullptr : &*it;
}

QString configuredPriceMirror()
{
    const QString env = qEnvironmentVariable("GPU_ADVISOR_PRICE_MIRROR").trimmed();
    return env.isEmpty() ? settings::priceMirror.value() : env;
}

} // namespace ga
