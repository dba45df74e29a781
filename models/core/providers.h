#pragma once

#include <QString>
#include <QStringList>

namespace ga {

struct Instance;
struct Provider;

// Clouds GPU Advisor knows by name, whether or not the catalog has rows for them: the one table
// of their display names, used when a CSV of a new provider is imported, to tell the provider
// from a file name, and for compact table labels.
struct KnownProvider {
    const char *id;
    const char *name;      // "Amazon Web Services"
    const char *shortName; // "AWS": for a table that must fit a laptop screen
    const char *kind;      // hyperscaler | gpu-cloud
};

const QList<KnownProvider> &knownProviders();
const KnownProvider *knownProvider(const QString &id);
// The provider id a file name mentions ("skypilot-v7-aws-vms.csv" -> "aws"), or empty.
QString providerFromFileName(const QString &fileName);
// The same from a file's path: its folder's name and its own ("runpod/vms.csv" -> "runpod").
QString providerFromPath(const QString &path);
// Compact name for tables: the known short name, else the catalog's display name.
QString shortProviderName(const QString &id, const QString &displayName);
// Whether a region is in mainland China, under each provider's naming: Alibaba's and AWS's "cn-"
// (Hong Kong apart), Tencent's "ap-<city>", Azure's "china...".
bool isMainlandChina(const QString &provider, const QString &region);
// Whether a region filter the user typed keeps this instance: the text is part of the region's
// name (any case), or it names China ("cn", "cn-", "china", "中国"), which keeps every mainland
// region whatever the provider calls it (Tencent's ap-guangzhou as well as Alibaba's cn-shanghai).
bool regionMatches(const QString &filter, const Instance &instance);

// An instance as every list and report names it: "Amazon Web Services p5.48xlarge (us-east-1)".
QString instanceLabel(const Provider &provider, const Instance &instance);
// The same for a narrow cell or a chart axis: "AWS p5.48xlarge".
QString shortInstanceLabel(const Provider &provider, const Instance &instance);

} // namespace ga
