#include "core/providers.h"

#include "core/catalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QList>
#include <QRegularExpression>

#include <algorithm>
#include <array>

namespace ga {

namespace {
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Providers)
};
// Tencent Cloud's mainland regions are "ap-" + a city (cloud.tencent.com/document/product/213/6091,
// "Regions and availability zones"); its Hong Kong, Singapore, Seoul... regions are "ap-" too.
constexpr std::array kTencentMainland{"ap-beijing", "ap-shanghai", "ap-guangzhou", "ap-chengdu",      "ap-chongqing",
                                      "ap-nanjing", "ap-shenzhen", "ap-tianjin",   "ap-hangzhou",     "ap-jinan",
                                      "ap-fuzhou",  "ap-wuhan",    "ap-changsha",  "ap-shijiazhuang", "ap-xian"};

} // namespace

bool isMainlandChina(const QString &provider, const QString &region)
{
    if (provider == QLatin1String("tencent"))
        return std::any_of(kTencentMainland.cbegin(), kTencentMainland.cend(),
                           [&region](const char *city) { return region.startsWith(QLatin1String(city)); });
    if (region.compare(QLatin1String("China"), Qt::CaseInsensitive) == 0) // the rental platforms (AutoDL...) name no finer region
        return true;
    if (provider == QLatin1String("azure")) // chinaeast2, chinanorth3 (operated by 21Vianet)
        return region.startsWith(QLatin1String("china"));
    // Alibaba (cn-shanghai, cn-hongkong), AWS (cn-north-1, cn-northwest-1) and the rest.
    return region.startsWith(QLatin1String("cn-")) && !region.startsWith(QLatin1String("cn-hongkong"));
}

bool regionMatches(const QString &filter, const Instance &instance)
{
    // Called for every row of a catalog with the same filter: nothing here allocates.
    const QStringView text = QStringView(filter).trimmed();
    if (text.isEmpty() || instance.region.contains(text, Qt::CaseInsensitive))
        return true;
    static const QStringList china{QStringLiteral("cn"), QStringLiteral("cn-"), QStringLiteral("china"), QStringLiteral("中国")};
    return std::any_of(china.cbegin(), china.cend(), [text](const QString &c) { return text.compare(c, Qt::CaseInsensitive) == 0; }) &&
        isMainlandChina(instance.provider, instance.region);
}

const QList<KnownProvider> &knownProviders()
{
    // Longer ids first where one contains another ("lambdalabs" before "lambda").
    static const QList<KnownProvider> list{
        {"alibaba", "Alibaba Cloud", "Alibaba", "hyperscaler"},
        {"tencent", "Tencent Cloud", "Tencent", "hyperscaler"},
        {"aws", "Amazon Web Services", "AWS", "hyperscaler"},
        {"aws-china", "AWS China (Beijing, Ningxia)", "AWS CN", "hyperscaler"},
        {"azure", "Microsoft Azure", "Azure", "hyperscaler"},
        {"gcp", "Google Cloud", "GCP", "hyperscaler"},
        {"oci", "Oracle Cloud Infrastructure", "OCI", "hyperscaler"},
        {"lambda", "Lambda", "Lambda", "gpu-cloud"},
        {"runpod", "RunPod", "RunPod", "gpu-cloud"},
        {"compshare", "Compshare (UCloud)", "UCloud", "marketplace"},
        {"autodl", "AutoDL", "AutoDL", "marketplace"},
        {"featurize", "Featurize", "Featurize", "marketplace"},
        {"nebius", "Nebius", "Nebius", "gpu-cloud"},
        {"vast", "Vast.ai", "Vast.ai", "marketplace"},
        {"fluidstack", "FluidStack", "FluidStack", "gpu-cloud"},
        {"cudo", "Cudo Compute", "Cudo", "gpu-cloud"},
        {"paperspace", "Paperspace", "Paperspace", "gpu-cloud"},
        {"coreweave", "CoreWeave", "CoreWeave", "gpu-cloud"},
        {"hyperstack", "Hyperstack", "Hyperstack", "gpu-cloud"},
        {"datacrunch", "DataCrunch", "DataCrunch", "gpu-cloud"},
        {"vultr", "Vultr", "Vultr", "gpu-cloud"},
    };
    return list;
}

const KnownProvider *knownProvider(const QString &id)
{
    for (const KnownProvider &p : knownProviders())
        if (id == QLatin1String(p.id))
            return &p;
    return nullptr;
}

QString providerFromFileName(const QString &fileName)
{
    // Whole words only: "aws-vms.csv" and "runpod/vms.csv" name a cloud, "associates.csv" does not.
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    const QStringList words = fileName.toLower().split(separators, Qt::SkipEmptyParts);
    for (const QString &w : words) {
        if (w == QLatin1String("lambdalabs"))
            return QStringLiteral("lambda");
        if (knownProvider(w))
            return w;
    }
    return {};
}

QString providerFromPath(const QString &path)
{
    const QFileInfo file(path);
    return providerFromFileName(file.dir().dirName() + QLatin1Char('/') + file.fileName());
}

QString shortProviderName(const QString &id, const QString &displayName)
{
    if (const KnownProvider *p = knownProvider(id))
        return QString::fromLatin1(p->shortName);
    return displayName.isEmpty() ? id : displayName;
}

QString instanceLabel(const Provider &provider, const Instance &instance)
{
    return Text::tr("%1 %2 (%3)", "provider, instance type, region").arg(provider.name, instance.type, instance.region);
}

QString shortInstanceLabel(const Provider &provider, const Instance &instance)
{
    return QStringLiteral("%1 %2").arg(shortProviderName(provider.id, provider.name), instance.type);
}

} // namespace ga
