// The translation catalogues: complete, and every placeholder of the source kept.
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QStringList translations; // numerus forms or the single translation
    bool unfinished = false;
    bool numerus = false;
};

QList<Message> readTs(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QXmlStreamReader xml(&f);
    QList<Message> out;
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name"))
                context = xml.readElementText();
            else if (name == QLatin1String("message")) {
                m = Message{context, {}, {}, false, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
            } else if (name == QLatin1String("source")) {
                m.source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                m.unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                if (!m.numerus)
                    m.translations << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                m.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out << m;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return out;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(L?\\d+|n)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured(0));
    return out;
}

} // namespace

class TestTranslations final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void complete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("minimum");
        QTest::newRow("zh_CN") << QStringLiteral(GA_SOURCE_DIR "/translations/gpu_advisor_zh_CN.ts") << 600;
        QTest::newRow("en plurals") << QStringLiteral(GA_SOURCE_DIR "/translations/gpu_advisor_en.ts") << 1;
    }
    void complete()
    {
        QFETCH(QString, file);
        QFETCH(int, minimum);
        const auto messages = readTs(file);
        QVERIFY(messages.size() >= minimum);
        for (const Message &m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source.left(60);
            QVERIFY2(!m.unfinished, qPrintable(QStringLiteral("unfinished: ") + where));
            QVERIFY2(!m.translations.isEmpty(), qPrintable(where));
            for (const QString &t : m.translations) {
                QVERIFY2(!t.isEmpty(), qPrintable(QStringLiteral("empty: ") + where));
                QCOMPARE(placeholders(t), placeholders(m.source));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
