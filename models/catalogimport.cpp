#include "catalogimport.h"

#include "jsonutil.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::CatalogImport)
};

constexpr double kGiBPerGB = 1e9 / (1024.0 * 1024.0 * 1024.0);

// A CSV table addressed by header name, since column order differs by cloud and schema version.
class CsvTable {
public:
    CsvTable(QList<QStringList> rows) : m_rows(std::move(rows))
    {
        if (!m_rows.isEmpty())
            for (int i = 0; i < m_rows.constFirst().size(); ++i)
                m_columns.insert(m_rows.constFirst()[i].trimmed(), i);
    }
    bool has(const QString &column) const { return m_columns.contains(column); }
    int rowCount() const { return int(m_rows.size()) - 1; }
    // Data row r (0-based); the file line is r + 2 (header on line 1).
    QString cell(int r, const QString &column) const
    {
        const int c = m_columns.value(column, -1);
        const QStringList &row = m_rows.at(r + 1);
        return c >= 0 && c < row.size() ? row[c].trimmed() : QString();
    }
    int width(int r) const { return int(m_rows.at(r + 1).size()); }
    int headerWidth() const { return int(m_rows.constFirst().size()); }

private:
    QList<QStringList> m_rows;
    QHash<QString, int> m_columns;
};

FieldError rowError(const QString &file, int dataRow, const QString &column, const QString &reason)
{
    return {QStringLiteral("%1: line %2, column %3").arg(file).arg(dataRow + 2).arg(column), reason};
}

// Reads a number cell; empty is nothing, garbage is an error naming the cell.
std::optional<FieldError> numberCell(const CsvTable &t, int r, const QString &column, const QString &file,
                                     std::optional<double> &out, double max)
{
    const QString text = t.cell(r, column);
    out.reset();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || v > max)
        return rowError(file, r, column, Text::tr("\"%1\" is not a number between 0 and %2").arg(text).arg(max));
    out = v;
    return std::nullopt;
}

// "skypilot-v7-aws-vms.csv", ".../lambda/vms.csv", "lambdalabs.csv" -> the cloud they describe.
QString providerFromFileName(const QString &fileName, const Catalog &base)
{
    const QString lower = fileName.toLower();
    QStringList ids;
    for (const Provider &p : base.providers)
        ids << p.id;
    for (const char *id : {"aws", "gcp", "azure", "lambda", "runpod", "oci", "nebius", "vast", "fluidstack", "cudo", "paperspace"})
        if (!ids.contains(QString::fromLatin1(id)))
            ids << QString::fromLatin1(id);
    for (const QString &id : std::as_const(ids))
        if (lower.contains(id))
            return id;
    return {};
}

QString providerDisplayName(const QString &id)
{
    static const QHash<QString, QString> names{{QStringLiteral("aws"), QStringLiteral("Amazon Web Services")},
                                               {QStringLiteral("gcp"), QStringLiteral("Google Cloud")},
                                               {QStringLiteral("azure"), QStringLiteral("Microsoft Azure")},
                                               {QStringLiteral("lambda"), QStringLiteral("Lambda")},
                                               {QStringLiteral("runpod"), QStringLiteral("RunPod")}};
    return names.value(id, id);
}

// SkyPilot pairs GCP accelerator rows with these host machine types (sky/catalog/gcp_catalog.py).
QString gcpHostFor(const QString &accelerator, int count)
{
    static const QMap<QString, QMap<int, QString>> table{
        {QStringLiteral("A100"), {{1, QStringLiteral("a2-highgpu-1g")}, {2, QStringLiteral("a2-highgpu-2g")}, {4, QStringLiteral("a2-highgpu-4g")},
                                  {8, QStringLiteral("a2-highgpu-8g")}, {16, QStringLiteral("a2-megagpu-16g")}}},
        {QStringLiteral("A100-80GB"), {{1, QStringLiteral("a2-ultragpu-1g")}, {2, QStringLiteral("a2-ultragpu-2g")},
                                       {4, QStringLiteral("a2-ultragpu-4g")}, {8, QStringLiteral("a2-ultragpu-8g")}}},
        {QStringLiteral("L4"), {{1, QStringLiteral("g2-standard-4")}, {2, QStringLiteral("g2-standard-24")}, {4, QStringLiteral("g2-standard-48")},
                                {8, QStringLiteral("g2-standard-96")}}},
        {QStringLiteral("H100"), {{1, QStringLiteral("a3-highgpu-1g")}, {2, QStringLiteral("a3-highgpu-2g")}, {4, QStringLiteral("a3-highgpu-4g")},
                                  {8, QStringLiteral("a3-highgpu-8g")}}},
        {QStringLiteral("H100-MEGA"), {{8, QStringLiteral("a3-megagpu-8g")}}},
        {QStringLiteral("H200"), {{8, QStringLiteral("a3-ultragpu-8g")}}},
        {QStringLiteral("B200"), {{8, QStringLiteral("a4-highgpu-8g")}}},
    };
    return table.value(accelerator).value(count);
}

struct Offer {
    Instance instance;
    int line = 0;
};

// Collapses the per-zone rows of one (type, region): the region's on-demand price, the cheapest
// zone's spot price.
std::optional<FieldError> addOffer(QList<Offer> &offers, QHash<QString, int> &index, Offer offer, int &skipped,
                                   const QString &file)
{
    const QString key = offer.instance.key();
    const auto it = index.constFind(key);
    if (it == index.cend()) {
        index.insert(key, int(offers.size()));
        offers.append(std::move(offer));
        return std::nullopt;
    }
    const Instance &first = offers[*it].instance;
    if (first.gpuId != offer.instance.gpuId || first.gpuCount != offer.instance.gpuCount)
        return FieldError{QStringLiteral("%1: line %2").arg(file).arg(offer.line),
                          Text::tr("%1 in %2 appears on line %3 with %4 × %5 and here with %6 × %7")
                              .arg(first.type, first.region)
                              .arg(offers[*it].line)
                              .arg(first.gpuCount)
                              .arg(first.gpuId)
                              .arg(offer.instance.gpuCount)
                              .arg(offer.instance.gpuId)};
    ++skipped;
    Prices &p = offers[*it].instance.prices;
    const Prices &q = offer.instance.prices;
    if (!p.onDemandHourly)
        p.onDemandHourly = q.onDemandHourly;
    if (q.spotHourly && (!p.spotHourly || *q.spotHourly < *p.spotHourly))
        p.spotHourly = q.spotHourly;
    return std::nullopt;
}

// What both CSV formats share once a row is read: the GPU must be known (or the row skipped
// when asked), and the offer joins the others of its instance type and region.
struct RowSink {
    const QString &file;
    const Catalog &known;
    const QString &provider;
    const QString &asOf;
    bool skipUnknown;
    QString source;
    ImportResult &result;
    QList<Offer> offers;
    QHash<QString, int> index;

    std::optional<FieldError> add(int r, const QString &gpuColumn, const QString &gpuName, const QString &gpuId, Instance in)
    {
        if (gpuId.isEmpty() || !known.gpu(gpuId)) {
            if (!skipUnknown)
                return rowError(file, r, gpuColumn, Text::tr("unknown GPU \"%1\" (no GPU Advisor id for it)").arg(gpuName));
            ++result.skippedRows;
            result.warnings << Text::tr("line %1: skipped unknown GPU \"%2\"").arg(r + 2).arg(gpuName);
            return std::nullopt;
        }
        in.provider = provider;
        in.gpuId = gpuId;
        in.currency = QStringLiteral("USD");
        in.source = source;
        in.asOf = asOf;
        return addOffer(offers, index, Offer{std::move(in), r + 2}, result.skippedRows, file);
    }

    void finish()
    {
        for (Offer &o : offers) {
            const Prices &p = o.instance.prices;
            if (p.onDemandHourly && p.spotHourly && *p.spotHourly > *p.onDemandHourly)
                result.warnings << Text::tr("line %1: spot price above pay-as-you-go (kept as published)").arg(o.line);
            result.catalog.instances.append(std::move(o.instance));
        }
    }
};

Expected<ImportResult> importSkyPilot(const CsvTable &t, const QString &file, const Catalog &known, const QString &provider,
                                      const QString &asOf, bool skipUnknown)
{
    for (const char *required : {"InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "SpotPrice", "Region"})
        if (!t.has(QString::fromLatin1(required)))
            return FieldError{file, Text::tr("SkyPilot vms.csv needs a \"%1\" column").arg(QString::fromLatin1(required))};
    const bool gcp = provider == QLatin1String("gcp");
    const QString zoneColumn = QStringLiteral("AvailabilityZone");
    ImportResult result;
    result.format = ImportFormat::SkyPilot;
    result.rowsRead = t.rowCount();

    // GCP bills the host VM and the accelerators as separate rows of the same zone.
    QHash<QString, std::pair<std::optional<double>, std::optional<double>>> hostPrices; // type|zone -> price, spot
    QHash<QString, std::pair<std::optional<double>, std::optional<double>>> hostShape;  // type -> vcpu, ram
    if (gcp) {
        for (int r = 0; r < t.rowCount(); ++r) {
            const QString type = t.cell(r, QStringLiteral("InstanceType"));
            if (type.isEmpty())
                continue;
            std::optional<double> price, spot, vcpu, ram;
            for (auto [column, target, max] : {std::tuple{QStringLiteral("Price"), &price, 5000.0}, std::tuple{QStringLiteral("SpotPrice"), &spot, 5000.0},
                                              std::tuple{QStringLiteral("vCPUs"), &vcpu, 4096.0}, std::tuple{QStringLiteral("MemoryGiB"), &ram, 65536.0}})
                if (auto e = numberCell(t, r, column, file, *target, max))
                    return *e;
            hostPrices.insert(type + QLatin1Char('|') + t.cell(r, zoneColumn), {price, spot});
            hostShape.insert(type, {vcpu, ram});
        }
    }

    RowSink sink{file, known, provider, asOf, skipUnknown, Text::tr("SkyPilot catalog vms.csv (%1)").arg(file), result, {}, {}};
    for (int r = 0; r < t.rowCount(); ++r) {
        if (t.width(r) != t.headerWidth())
            return rowError(file, r, QStringLiteral("*"), Text::tr("has %1 cells, the header has %2").arg(t.width(r)).arg(t.headerWidth()));
        const QString accel = t.cell(r, QStringLiteral("AcceleratorName"));
        QString type = t.cell(r, QStringLiteral("InstanceType"));
        if (accel.isEmpty() || accel.startsWith(QLatin1String("tpu-"), Qt::CaseInsensitive) || (gcp && !type.isEmpty())) {
            ++result.skippedRows; // CPU-only rows, TPUs, and GCP host rows (paired below)
            continue;
        }
        std::optional<double> count, vcpu, ram, price, spot;
        for (auto [column, target, max] : {std::tuple{QStringLiteral("AcceleratorCount"), &count, 64.0},
                                          std::tuple{QStringLiteral("vCPUs"), &vcpu, 4096.0},
                                          std::tuple{QStringLiteral("MemoryGiB"), &ram, 65536.0},
                                          std::tuple{QStringLiteral("Price"), &price, 5000.0},
                                          std::tuple{QStringLiteral("SpotPrice"), &spot, 5000.0}})
            if (auto e = numberCell(t, r, column, file, *target, max))
                return *e;
        if (!count || *count < 1 || std::floor(*count) != *count)
            return rowError(file, r, QStringLiteral("AcceleratorCount"), Text::tr("must be a whole number of GPUs, got \"%1\"").arg(t.cell(r, QStringLiteral("AcceleratorCount"))));
        if (gcp) {
            const QString host = gcpHostFor(accel, int(*count));
            if (host.isEmpty()) {
                ++result.skippedRows;
                result.warnings << Text::tr("line %1: GCP %2 × %3 attaches to general-purpose hosts; pair it by hand").arg(r + 2).arg(*count).arg(accel);
                continue;
            }
            const auto hostPrice = hostPrices.value(host + QLatin1Char('|') + t.cell(r, zoneColumn));
            if (!hostPrice.first && !hostPrice.second) {
                ++result.skippedRows;
                result.warnings << Text::tr("line %1: no %2 host row in zone %3").arg(r + 2).arg(host, t.cell(r, zoneColumn));
                continue;
            }
            type = host;
            price = (price && hostPrice.first) ? std::optional<double>(*price + *hostPrice.first) : std::nullopt;
            spot = (spot && hostPrice.second) ? std::optional<double>(*spot + *hostPrice.second) : std::nullopt;
            std::tie(vcpu, ram) = hostShape.value(host);
        }
        if (type.isEmpty())
            return rowError(file, r, QStringLiteral("InstanceType"), Text::tr("is empty"));
        const QString region = t.cell(r, QStringLiteral("Region"));
        if (region.isEmpty())
            return rowError(file, r, QStringLiteral("Region"), Text::tr("is empty"));
        if (!price && !spot)
            return rowError(file, r, QStringLiteral("Price"), Text::tr("neither Price nor SpotPrice is given"));

        // A100 40 vs 80 GB and V100 16 vs 32 GB: the name usually says; GpuInfo's memory never decides alone.
        Instance in;
        in.type = type;
        in.region = region;
        in.gpuCount = int(*count);
        if (vcpu)
            in.vcpu = int(std::lround(*vcpu));
        in.ramGib = ram;
        in.prices.onDemandHourly = price;
        in.prices.spotHourly = spot;
        if (auto e = sink.add(r, QStringLiteral("AcceleratorName"), accel, mapGpuName(accel, provider, type, 0), std::move(in)))
            return *e;
    }
    sink.finish();
    return result;
}

Expected<ImportResult> importGpuhunt(const CsvTable &t, const QString &file, const Catalog &known, const QString &provider,
                                     const QString &asOf, bool skipUnknown)
{
    for (const char *required : {"instance_name", "location", "price", "gpu_count", "gpu_name", "spot"})
        if (!t.has(QString::fromLatin1(required)))
            return FieldError{file, Text::tr("gpuhunt CSV needs a \"%1\" column").arg(QString::fromLatin1(required))};
    ImportResult result;
    result.format = ImportFormat::Gpuhunt;
    result.rowsRead = t.rowCount();
    RowSink sink{file, known, provider, asOf, skipUnknown, Text::tr("gpuhunt catalog CSV (%1)").arg(file), result, {}, {}};
    for (int r = 0; r < t.rowCount(); ++r) {
        if (t.width(r) != t.headerWidth())
            return rowError(file, r, QStringLiteral("*"), Text::tr("has %1 cells, the header has %2").arg(t.width(r)).arg(t.headerWidth()));
        std::optional<double> count, price, cpu, memory, gpuMemory;
        for (auto [column, target, max] : {std::tuple{QStringLiteral("gpu_count"), &count, 64.0}, std::tuple{QStringLiteral("price"), &price, 5000.0},
                                          std::tuple{QStringLiteral("cpu"), &cpu, 4096.0}, std::tuple{QStringLiteral("memory"), &memory, 65536.0},
                                          std::tuple{QStringLiteral("gpu_memory"), &gpuMemory, 1024.0}})
            if (auto e = numberCell(t, r, column, file, *target, max))
                return *e;
        if (!count || *count == 0) {
            ++result.skippedRows;
            continue;
        }
        if (std::floor(*count) != *count)
            return rowError(file, r, QStringLiteral("gpu_count"), Text::tr("must be a whole number"));
        const QString type = t.cell(r, QStringLiteral("instance_name"));
        const QString region = t.cell(r, QStringLiteral("location"));
        if (type.isEmpty())
            return rowError(file, r, QStringLiteral("instance_name"), Text::tr("is empty"));
        if (region.isEmpty())
            return rowError(file, r, QStringLiteral("location"), Text::tr("is empty"));
        if (!price)
            return rowError(file, r, QStringLiteral("price"), Text::tr("is empty"));
        const QString spotText = t.cell(r, QStringLiteral("spot"));
        if (spotText != QLatin1String("True") && spotText != QLatin1String("False"))
            return rowError(file, r, QStringLiteral("spot"), Text::tr("must be True or False, got \"%1\"").arg(spotText));
        const QString vendor = t.cell(r, QStringLiteral("gpu_vendor")).toLower();
        const QString name = t.cell(r, QStringLiteral("gpu_name"));
        const bool gpuVendor = vendor.isEmpty() || vendor == QLatin1String("nvidia") || vendor == QLatin1String("amd");
        Instance in;
        in.type = type;
        in.region = region;
        in.gpuCount = int(*count);
        if (cpu)
            in.vcpu = int(std::lround(*cpu));
        if (memory)
            in.ramGib = *memory * kGiBPerGB; // gpuhunt memory is in GB
        if (spotText == QLatin1String("True"))
            in.prices.spotHourly = price;
        else
            in.prices.onDemandHourly = price;
        const QString gpu = gpuVendor ? mapGpuName(name, provider, type, gpuMemory.value_or(0)) : QString();
        if (auto e = sink.add(r, QStringLiteral("gpu_name"), name, gpu, std::move(in)))
            return *e;
    }
    sink.finish();
    return result;
}

} // namespace

QString toId(ImportFormat f)
{
    switch (f) {
    case ImportFormat::OwnJson: return QStringLiteral("gpu-advisor-json");
    case ImportFormat::SkyPilot: return QStringLiteral("skypilot-vms-csv");
    case ImportFormat::Gpuhunt: return QStringLiteral("gpuhunt-csv");
    }
    return {};
}

QString mapGpuName(const QString &rawName, const QString &provider, const QString &instanceType, double memoryGb)
{
    QString name = rawName.trimmed().toUpper();
    name.remove(QLatin1Char(' '));
    const QString type = instanceType.toLower();
    const bool runpod = provider == QLatin1String("runpod");
    const bool lambda = provider == QLatin1String("lambda") || provider == QLatin1String("lambdalabs");
    static const QHash<QString, QString> direct{
        {QStringLiteral("T4"), QStringLiteral("t4")},           {QStringLiteral("P4"), QStringLiteral("p4")},
        {QStringLiteral("P40"), QStringLiteral("p40")},         {QStringLiteral("P100"), QStringLiteral("p100-16gb-pcie")},
        {QStringLiteral("A10G"), QStringLiteral("a10g")},       {QStringLiteral("A10"), QStringLiteral("a10")},
        {QStringLiteral("A16"), QStringLiteral("a16")},         {QStringLiteral("A30"), QStringLiteral("a30")},
        {QStringLiteral("A40"), QStringLiteral("a40")},         {QStringLiteral("L4"), QStringLiteral("l4")},
        {QStringLiteral("L20"), QStringLiteral("l20")},         {QStringLiteral("L40"), QStringLiteral("l40")},
        {QStringLiteral("L40S"), QStringLiteral("l40s")},       {QStringLiteral("V100-32GB"), QStringLiteral("v100-32gb-sxm2")},
        {QStringLiteral("V100-SXM2-32GB"), QStringLiteral("v100-32gb-sxm2")},
        {QStringLiteral("V100-SXM2"), QStringLiteral("v100-16gb-sxm2")},
        {QStringLiteral("A100-80GB-SXM"), QStringLiteral("a100-80gb-sxm")},
        {QStringLiteral("H100-SXM"), QStringLiteral("h100-sxm")}, {QStringLiteral("H100-MEGA"), QStringLiteral("h100-sxm")},
        {QStringLiteral("H100-NVL"), QStringLiteral("h100-nvl")}, {QStringLiteral("H100NVL"), QStringLiteral("h100-nvl")},
        {QStringLiteral("H100-PCIE"), QStringLiteral("h100-pcie")}, {QStringLiteral("H200"), QStringLiteral("h200")},
        {QStringLiteral("H200-SXM"), QStringLiteral("h200")},   {QStringLiteral("H800"), QStringLiteral("h800-sxm")},
        {QStringLiteral("H20"), QStringLiteral("h20")},         {QStringLiteral("B200"), QStringLiteral("b200")},
        {QStringLiteral("GH200"), QStringLiteral("gh200")},     {QStringLiteral("RTX4090"), QStringLiteral("rtx-4090")},
        {QStringLiteral("RTX3090"), QStringLiteral("rtx-3090")}, {QStringLiteral("RTX5090"), QStringLiteral("rtx-5090")},
        {QStringLiteral("A6000"), QStringLiteral("rtx-a6000")}, {QStringLiteral("RTXA6000"), QStringLiteral("rtx-a6000")},
        {QStringLiteral("RTX6000-ADA"), QStringLiteral("rtx-6000-ada")}, {QStringLiteral("RTX6000ADA"), QStringLiteral("rtx-6000-ada")},
        {QStringLiteral("MI300X"), QStringLiteral("mi300x")},   {QStringLiteral("MI250X"), QStringLiteral("mi250x")},
    };
    if (const auto it = direct.constFind(name); it != direct.cend())
        return *it;
    if (name == QLatin1String("V100"))
        return memoryGb >= 30 ? QStringLiteral("v100-32gb-sxm2") : QStringLiteral("v100-16gb-sxm2");
    if (name == QLatin1String("A100-80GB"))
        return runpod ? QStringLiteral("a100-80gb-pcie") : QStringLiteral("a100-80gb-sxm");
    if (name == QLatin1String("A100")) {
        const bool big = memoryGb >= 70 || type.contains(QLatin1String("80gb"));
        const bool pcie = lambda && !type.contains(QLatin1String("sxm")) && !type.contains(QLatin1String("8x"));
        if (big)
            return pcie ? QStringLiteral("a100-80gb-pcie") : QStringLiteral("a100-80gb-sxm");
        return pcie ? QStringLiteral("a100-40gb-pcie") : QStringLiteral("a100-40gb-sxm");
    }
    if (name == QLatin1String("H100"))
        return (runpod || type.contains(QLatin1String("pcie"))) ? QStringLiteral("h100-pcie") : QStringLiteral("h100-sxm");
    return {}; // e.g. Lambda's "RTX6000" is the Turing Quadro, not RTX 6000 Ada
}

Expected<QList<QStringList>> parseCsv(const QByteArray &data)
{
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false, cellStarted = false;
    int line = 1, rowLine = 1;
    const QString text = QString::fromUtf8(data);
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            if (cellStarted && !cell.isEmpty())
                return FieldError{Text::tr("line %1").arg(line), Text::tr("a quote inside an unquoted cell")};
            quoted = true;
            cellStarted = true;
        } else if (c == QLatin1Char(',')) {
            row << cell;
            cell.clear();
            cellStarted = false;
        } else if (c == QLatin1Char('\r')) {
            continue;
        } else if (c == QLatin1Char('\n')) {
            row << cell;
            if (!(row.size() == 1 && row.constFirst().isEmpty()))
                rows << row;
            row.clear();
            cell.clear();
            cellStarted = false;
            rowLine = ++line;
        } else {
            cell += c;
            cellStarted = true;
        }
    }
    if (quoted)
        return FieldError{Text::tr("line %1").arg(rowLine), Text::tr("a quoted cell is never closed")};
    if (cellStarted || !row.isEmpty()) {
        row << cell;
        rows << row;
    }
    return rows;
}

Expected<ImportResult> importCatalog(const QByteArray &data, const QString &fileName, const Catalog &base, const ImportOptions &options)
{
    if (data.trimmed().isEmpty())
        return FieldError{fileName, Text::tr("the file is empty")};
    if (data.size() > 256 * 1024 * 1024)
        return FieldError{fileName, Text::tr("larger than 256 MiB")};
    const QString asOf = options.asOf.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : options.asOf;
    if (!QDate::fromString(asOf, Qt::ISODate).isValid())
        return FieldError{QStringLiteral("--as-of"), Text::tr("must be a date YYYY-MM-DD, got \"%1\"").arg(asOf)};

    const QByteArray head = data.trimmed().left(1);
    if (head == "{") {
        const auto parsed = json::parse(data);
        if (const auto *e = std::get_if<QString>(&parsed))
            return FieldError{fileName, *e};
        auto c = Catalog::fromJson(std::get<nlohmann::json>(parsed), &base, QFileInfo(fileName).fileName());
        if (const auto *e = std::get_if<FieldError>(&c))
            return e->within(fileName);
        ImportResult result;
        result.catalog = std::get<Catalog>(std::move(c));
        result.rowsRead = int(result.catalog.instances.size() + result.catalog.gpus.size());
        result.format = ImportFormat::OwnJson;
        return result;
    }

    auto rows = parseCsv(data);
    if (const auto *e = std::get_if<FieldError>(&rows))
        return e->within(fileName);
    const CsvTable table(std::get<QList<QStringList>>(std::move(rows)));
    if (table.rowCount() < 1)
        return FieldError{fileName, Text::tr("has a header but no data rows")};

    const bool skypilot = table.has(QStringLiteral("InstanceType")) && table.has(QStringLiteral("AcceleratorName"));
    const bool gpuhunt = table.has(QStringLiteral("instance_name")) && table.has(QStringLiteral("gpu_name"));
    if (!skypilot && !gpuhunt)
        return FieldError{fileName, Text::tr("not a GPU Advisor JSON catalog, SkyPilot vms.csv or gpuhunt CSV (unknown header)")};

    QString provider = options.provider.isEmpty() ? providerFromFileName(QFileInfo(fileName).dir().dirName() + QLatin1Char('/') + QFileInfo(fileName).fileName(), base) : options.provider.toLower();
    if (provider.isEmpty())
        return FieldError{QStringLiteral("--provider"), Text::tr("cannot tell which cloud %1 describes; give --provider (aws, gcp, azure, lambda, runpod...)").arg(fileName)};
    if (provider == QLatin1String("lambdalabs"))
        provider = QStringLiteral("lambda");

    auto result = skypilot ? importSkyPilot(table, fileName, base, provider, asOf, options.skipUnknownGpus)
                           : importGpuhunt(table, fileName, base, provider, asOf, options.skipUnknownGpus);
    if (std::holds_alternative<FieldError>(result))
        return result;
    ImportResult &r = std::get<ImportResult>(result);
    if (r.catalog.instances.isEmpty())
        return FieldError{fileName, Text::tr("no GPU instances in the file (%1 rows skipped)").arg(r.skippedRows)};

    // Third-party CSVs price in USD; keep the provider's storage prices when we know the provider.
    Provider p;
    if (const Provider *existing = base.provider(provider)) {
        p = *existing;
        if (p.currency != QLatin1String("USD"))
            return FieldError{QStringLiteral("--provider"), Text::tr("%1 prices in %2, but this CSV is in USD").arg(provider, p.currency)};
    } else {
        p.id = provider;
        p.name = providerDisplayName(provider);
        p.currency = QStringLiteral("USD");
        p.kind = QStringLiteral("gpu-cloud");
        p.source = r.catalog.instances.constFirst().source;
        p.asOf = asOf;
        r.warnings << Text::tr("%1 is new: no disk, egress or storage prices, so yearly totals cover the instances only").arg(provider);
    }
    r.catalog.providers.append(p);
    r.catalog.asOf = asOf;
    for (Instance &in : r.catalog.instances)
        in.origin = QFileInfo(fileName).fileName();
    return result;
}

Expected<ImportResult> importCatalogFile(const QString &path, const Catalog &base, ImportOptions options)
{
    QFile f(path);
    if (!f.exists())
        return FieldError{path, Text::tr("file not found")};
    if (!f.open(QIODevice::ReadOnly))
        return FieldError{path, Text::tr("cannot be read (%1)").arg(f.errorString())};
    if (options.asOf.isEmpty())
        options.asOf = QFileInfo(path).lastModified().date().toString(Qt::ISODate);
    return importCatalog(f.readAll(), path, base, options);
}

} // namespace ga
