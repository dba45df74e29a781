// The main window on the offscreen platform: typing into the form, switching method and model,
// filters, selection, pinning and comparing, invalid input, and that charts follow the models.
#include "app/translationmanager.h"
#include "common/appprocess.h"
#include "common/skypilotcsv.h"
#include "data/appsettings.h"
#include "data/catalogstore.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "fulldisk.h"
#include "itemmodels/advisoriesmodel.h"
#include "itemmodels/breakdownmodel.h"
#include "itemmodels/comparisonmodel.h"
#include "itemmodels/costchartmodel.h"
#include "itemmodels/instancesmodel.h"
#include "itemmodels/needsmodel.h"
#include "report/reportrenderer.h"
#include "session/advisorsession.h"
#include "session/scenariodocument.h"
#include "ui/advisoriespanel.h"
#include "ui/calibrationdialog.h"
#include "ui/catalogcontroller.h"
#include "ui/chartstyle.h"
#include "ui/comparepanel.h"
#include "ui/costchartspanel.h"
#include "ui/exportactions.h"
#include "ui/guidedialog.h"
#include "ui/importsdialog.h"
#include "ui/instancespanel.h"
#include "ui/mainwindow.h"
#include "ui/memorypanel.h"
#include "ui/needspanel.h"
#include "ui/scenarioeditor.h"
#include "ui/scenarioform.h"
#include "ui/settingsdialog.h"
#include "windowparts.h"

#include <QAbstractAxis>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ga;

namespace {

// A one-row SkyPilot vms.csv of Nebius's 8 × H100 at `price` $/h (a cloud the bundled catalog lacks).
QString writeNebiusCsv(const QString &path, const char *price = "23.6")
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(QByteArray(GA_SKYPILOT_HEADER "\n"
                                          "gpu-h100-sxm.8gpu,H100,8.0,128.0,1600.0,,") +
            price + ",,eu-north1,\n");
    return path;
}

template<typename T>
T *child(QObject *parent, const char *name)
{
    T *w = parent->findChild<T *>(QString::fromLatin1(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

void chooseData(QComboBox *combo, const QString &data)
{
    const int i = combo->findData(data);
    QVERIFY(i >= 0);
    combo->setCurrentIndex(i);
}

// The window at a laptop's size, on screen; false if it never was.
bool showAtLaptopSize(MainWindow &w)
{
    w.resize(1366, 768);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

// The window at a laptop's size in a language, with a QLoRA job or a service on vLLM; the
// interface is English again once it is gone.
class LaptopWindowIn {
public:
    LaptopWindowIn(const QString &language, Method method)
    {
        if (!m_translations.setLanguage(language))
            qFatal("no %s translation", qPrintable(language));
        // A Chinese desktop's font, as fontconfig picks it for the zh_CN locale: taller than a Latin one.
        if (language.startsWith(QLatin1String("zh")) && QFontDatabase::hasFamily(QStringLiteral("Noto Sans CJK SC"))) {
            QFont cjk(QStringLiteral("Noto Sans CJK SC"));
            cjk.setPointSizeF(m_font.pointSizeF());
            QApplication::setFont(cjk);
        }
        m_window.emplace();
        shown = showAtLaptopSize(*m_window);
        Scenario s = partOf<AdvisorSession>(*m_window)->scenario();
        s.method = method;
        if (method == Method::Inference)
            s.serving.engine = Engine::Vllm;
        partOf<ScenarioForm>(*m_window)->setScenario(s);
        partOf<AdvisorSession>(*m_window)->setScenario(s);
        QCoreApplication::processEvents();
    }
    ~LaptopWindowIn()
    {
        m_window.reset();
        m_translations.setLanguage(QStringLiteral("en"));
        QApplication::setFont(m_font);
    }
    Q_DISABLE_COPY_MOVE(LaptopWindowIn)
    MainWindow &window() { return *m_window; }
    bool shown = false;

private:
    TranslationManager m_translations;
    const QFont m_font = QApplication::font();
    std::optional<MainWindow> m_window;
};

// The rows of a test that looks at the window in both languages, for a job and for a service.
void addLanguagesAndJobs()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("method");
    for (const char *language : {"en", "zh_CN"}) {
        QTest::newRow(QByteArray(language).append(" QLoRA").constData()) << QString::fromLatin1(language) << int(Method::Qlora);
        QTest::newRow(QByteArray(language).append(" serving").constData()) << QString::fromLatin1(language) << int(Method::Inference);
    }
}

double budgetGiB(MainWindow &w)
{
    return partOf<AdvisorSession>(w)->advice().memory.budgetGiB();
}

QList<qreal> setValues(QAbstractBarSeries *series)
{
    QList<qreal> values;
    for (QBarSet *set : series->barSets())
        for (int i = 0; i < set->count(); ++i)
            values << set->at(i);
    return values;
}

} // namespace

class TestMainWindow final : public QObject {
    Q_OBJECT
    QTemporaryDir m_data;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        ga::test::setAppDataDir(m_data.path()); // imports stay out of the real data folder
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GPU Advisor Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void init() { QSettings().clear(); }

    // File > Import catalog runs the one import sequence off the GUI thread; the window takes the
    // result when it is done, or keeps its catalog when the import is refused.
    void importRunsOffTheGuiThread()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const qsizetype before = partOf<AdvisorSession>(w)->catalog().instances.size();
        QTemporaryDir dir;
        const QString good = writeNebiusCsv(dir.filePath(QStringLiteral("nebius-vms.csv")));
        QSignalSpy done(partOf<CatalogController>(w), &CatalogController::importFinished);
        partOf<CatalogController>(w)->importFrom(good);
        QVERIFY(done.wait(20000));
        QCOMPARE(done.constFirst().at(0).toBool(), true);
        QCOMPARE(partOf<AdvisorSession>(w)->catalog().instances.size(), before + 1);
        QVERIFY(partOf<InstancesPanel>(w)->model()->indexForKey(QStringLiteral("nebius:gpu-h100-sxm.8gpu:eu-north1")).isValid());

        // A refused file: the message box is dismissed, nothing changes.
        QFile bad(dir.filePath(QStringLiteral("aws-vms.csv")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(GA_SKYPILOT_HEADER "\n"
                                     "g5.xlarge,A10G,1.0,4.0,16.0,\"{'x,1,,us-east-1,az1\n");
        bad.close();
        QTimer closer;
        connect(&closer, &QTimer::timeout, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        closer.start(50);
        partOf<CatalogController>(w)->importFrom(bad.fileName());
        QVERIFY(done.wait(20000));
        QCOMPARE(done.at(1).at(0).toBool(), false);
        QVERIFY(done.at(1).at(1).toString().contains(QStringLiteral("never closed")));
        QCOMPARE(partOf<AdvisorSession>(w)->catalog().instances.size(), before + 1);
        QVERIFY(QFile::remove(QDir(CatalogStore().importsDirectory()).filePath(QStringLiteral("nebius.json"))));
    }

    // A CSV whose name does not say whose prices it holds: the window asks (a user cannot give
    // --provider here); cancelling imports nothing, a provider's name imports under its id.
    void importAsksForTheProvider()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const qsizetype before = partOf<AdvisorSession>(w)->catalog().instances.size();
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("prices")));
        const QString csv = writeNebiusCsv(dir.filePath(QStringLiteral("prices/vms.csv")));
        QSignalSpy done(partOf<CatalogController>(w), &CatalogController::importFinished);
        QString answer;
        QStringList offered;
        QString replaceAnswer; // the button to press when the window asks about a second import
        int replaceAsked = 0;
        QTimer answerer;
        connect(&answerer, &QTimer::timeout, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                box && box->objectName() == QLatin1String("replaceImportQuestion")) {
                ++replaceAsked;
                QVERIFY(box->text().contains(QStringLiteral("nebius.json")));
                for (QAbstractButton *b : box->buttons())
                    if (b->text().remove(QLatin1Char('&')) == replaceAnswer)
                        b->click();
                return;
            }
            auto *ask = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!ask || ask->objectName() != QLatin1String("importProviderDialog"))
                return;
            offered = ask->comboBoxItems();
            if (answer.isEmpty()) {
                ask->reject();
            } else {
                ask->setTextValue(answer);
                ask->accept();
            }
        });
        answerer.start(50);

        partOf<CatalogController>(w)->importFrom(csv);
        QVERIFY(offered.contains(QStringLiteral("Nebius")));
        QVERIFY(!done.wait(300));
        QCOMPARE(partOf<AdvisorSession>(w)->catalog().instances.size(), before);

        answer = QStringLiteral("Nebius");
        partOf<CatalogController>(w)->importFrom(csv);
        QVERIFY(done.wait(20000));
        QCOMPARE(done.constFirst().at(0).toBool(), true);
        QVERIFY(partOf<InstancesPanel>(w)->model()->indexForKey(QStringLiteral("nebius:gpu-h100-sxm.8gpu:eu-north1")).isValid());
        const QString stored = QDir(CatalogStore().importsDirectory()).filePath(QStringLiteral("nebius.json"));
        QFile storedFile(stored);
        QVERIFY(storedFile.open(QIODevice::ReadOnly));
        const QByteArray first = storedFile.readAll();
        storedFile.close();

        // The same provider again, from another file of the same name with another price: the
        // window asks; Keep stores nothing, Replace replaces.
        writeNebiusCsv(csv, "19.9");
        replaceAnswer = QStringLiteral("Keep");
        partOf<CatalogController>(w)->importFrom(csv);
        QVERIFY(done.wait(20000));
        QCOMPARE(replaceAsked, 1);
        QCOMPARE(done.last().at(0).toBool(), false);
        QVERIFY(storedFile.open(QIODevice::ReadOnly));
        QCOMPARE(storedFile.readAll(), first);
        storedFile.close();
        const auto price = [&w] {
            return partOf<AdvisorSession>(w)
                ->catalog()
                .instance(QStringLiteral("nebius:gpu-h100-sxm.8gpu:eu-north1"))
                ->prices.onDemandHourly.value_or(0);
        };
        QCOMPARE(price(), 23.6);

        replaceAnswer = QStringLiteral("Replace");
        partOf<CatalogController>(w)->importFrom(csv);
        QVERIFY(done.wait(20000));
        QCOMPARE(replaceAsked, 2);
        QCOMPARE(done.last().at(0).toBool(), true);
        QVERIFY(done.last().at(1).toString().contains(QStringLiteral("replaced nebius.json")));
        QCOMPARE(price(), 19.9);
        QCOMPARE(CatalogStore().storedFiles(), QStringList{QStringLiteral("nebius.json")});
        QVERIFY(QFile::remove(stored));
    }

    // Compare with my measurement: the dialog states the gap, what could explain it, and keeps
    // the correction only when the user asks; the session then shows it as its own line.
    void calibrationDialog()
    {
        MainWindow w;
        const Scenario s = partOf<AdvisorSession>(w)->scenario();
        const MemoryBudget b = partOf<AdvisorSession>(w)->advice().memory;
        CalibrationDialog d(s, partOf<AdvisorSession>(w)->options().memory, &w);
        const double measured = b.readings.nvidiaSmi / kGiB * 1.10;
        d.setMeasurement(measured, Reading::Process);
        QVERIFY(child<QLabel>(&d, "calibrationResult")->text().contains(QStringLiteral("+10.0%")));
        auto *keep = child<QPushButton>(&d, "keepCorrection");
        QVERIFY(keep->isEnabled());
        QVERIFY(!d.findChild<QPushButton *>(QStringLiteral("removeCorrection")));
        keep->click();
        QCOMPARE(d.outcome(), CalibrationDialog::Outcome::Keep);
        const UserCorrection c = d.correction();
        QVERIFY(qAbs(c.share - 0.10) < 1e-3);
        partOf<AdvisorSession>(w)->setCorrection(c);
        QVERIFY(qAbs(partOf<AdvisorSession>(w)->advice().memory.totalBytes - b.totalBytes * (1 + c.share)) < 1e3);
        // Within 2% there is nothing to keep.
        CalibrationDialog same(s, {}, &w);
        same.setMeasurement(b.readings.nvidiaSmi / kGiB, Reading::Process);
        QVERIFY(!child<QPushButton>(&same, "keepCorrection")->isEnabled());
        // With a correction kept, the dialog offers to remove it.
        CalibrationDialog again(s, partOf<AdvisorSession>(w)->options().memory, &w);
        QVERIFY(again.findChild<QPushButton *>(QStringLiteral("removeCorrection")));
        // "My GPU is idle": hidden until asked, then the job's causes in order.
        auto *idle = child<QTextBrowser>(&d, "idleCauses");
        QVERIFY(idle->isHidden());
        child<QPushButton>(&d, "showIdleCauses")->click();
        QVERIFY(!idle->isHidden());
        QVERIFY2(idle->toPlainText().contains(idleCauses(s).first().cause), qPrintable(idle->toPlainText()));
        Scenario serving = s;
        serving.method = Method::Inference;
        CalibrationDialog inference(serving, {}, &w);
        QVERIFY(!inference.findChild<QPushButton *>(QStringLiteral("showIdleCauses")));
    }

    void startsWithAUsefulScenario()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Advice &a = partOf<AdvisorSession>(w)->advice();
        QCOMPARE(a.scenario.model.id, QStringLiteral("qwen2-7b"));
        QCOMPARE(a.scenario.method, Method::Qlora);
        QCOMPARE(child<QLabel>(&w, "budgetFigure")->text(), formatGiB(a.memory.budgetBytes) + QStringLiteral(" GiB"));
        QVERIFY(child<QLabel>(&w, "budgetArithmetic")->text().contains(QStringLiteral("20% headroom")));
        QVERIFY(partOf<InstancesPanel>(w)->model()->rowCount() > 0);
        QVERIFY(a.fittingCount() >= 10);
    }

    // The answer opens the table: the first instance row on screen is the recommended one, at
    // laptop size, in whatever tier it sits.
    void tableOpensAtTheAnswer()
    {
        MainWindow w;
        QVERIFY(showAtLaptopSize(w));
        const Advice &a = partOf<AdvisorSession>(w)->advice();
        QVERIFY(a.recommended() >= 0);
        QTreeView *view = partOf<InstancesPanel>(w)->view();
        QModelIndex first = view->indexAt(QPoint(4, 2));
        if (!first.parent().isValid()) // a tier's heading, with the pick as its first row
            first = view->indexBelow(first);
        QCOMPARE(first.data(KeyRole).toString(), a.instances[a.recommended()].key());
        QVERIFY(view->verticalScrollBar()->value() > 0); // the default's answer is not in the first tier
        QCOMPARE(view->currentIndex().data(KeyRole).toString(), a.instances[a.recommended()].key());
    }

    // Another job opened where the selected row no longer fits: the table moves to the new answer
    // (the default's pick, a 24 GB card, cannot hold DeepSeek-V3); a row chosen while it did not
    // fit stays selected through an edit, since its advisories are what the user is reading.
    void anotherJobMovesToItsAnswer()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deepseek.gpuadvisor.json"));
        Scenario big = defaultScenario();
        big.model = *PresetLibrary::bundled().find(QStringLiteral("deepseek-v3"));
        big.method = Method::Inference;
        big.precision = Precision::Fp8;
        big.gpus = 8;
        big.serving.engine = Engine::Vllm;
        QVERIFY(!saveScenarioFile(path, big));
        MainWindow w;
        QVERIFY(showAtLaptopSize(w));
        const QString before = partOf<InstancesPanel>(w)->selectedKey();
        const auto cleanFit = [&w](const QString &key) {
            for (const InstanceEvaluation &e : partOf<AdvisorSession>(w)->advice().instances)
                if (e.key() == key)
                    return e.cleanFit();
            return false;
        };
        QVERIFY(cleanFit(before));
        QVERIFY(w.openScenarioFile(path));
        const Advice &a = partOf<AdvisorSession>(w)->advice();
        QVERIFY(a.recommended() >= 0);
        QVERIFY(!cleanFit(before));
        QCOMPARE(partOf<InstancesPanel>(w)->selectedKey(), a.instances[a.recommended()].key());

        partOf<InstancesPanel>(w)->selectKey(before); // the user reads why the small card fails
        child<QSpinBox>(&w, "concurrencySpin")->setValue(32);
        QCOMPARE(partOf<InstancesPanel>(w)->selectedKey(), before);
    }

    // Pinned comparisons survive the window being rebuilt (as a language switch does), judged again.
    void pinsSurviveARebuild()
    {
        QList<Scenario> pinned;
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.pinScenario();
            chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("lora"));
            w.pinScenario();
            pinned = w.pinnedScenarios();
        }
        QCOMPARE(pinned.size(), 2);
        QCOMPARE(pinned.at(1).method, Method::Lora);
        MainWindow again;
        again.pinScenarios(pinned);
        const QList<Advice> advices = partOf<ComparePanel>(again)->model()->advices();
        QCOMPARE(advices.size(), 2);
        QCOMPARE(advices.at(0).scenario.method, Method::Qlora);
        QCOMPARE(advices.at(1).scenario.method, Method::Lora);
        QVERIFY(advices.at(1).memory.budgetBytes > advices.at(0).memory.budgetBytes); // 16-bit base weights
    }

    void typingIntoTheFormRecomputes()
    {
        MainWindow w;
        w.show();
        auto *batch = child<QSpinBox>(&w, "batchSpin");
        const double before = budgetGiB(w);
        const double activationsBefore = partOf<MemoryPanel>(w)->model()->index(3, BreakdownModel::GiBColumn).data(RawValueRole).toDouble();
        QSignalSpy changed(partOf<AdvisorSession>(w), &AdvisorSession::adviceChanged);
        batch->setFocus();
        batch->selectAll();
        QTest::keyClicks(batch, QStringLiteral("4"));
        QTest::keyClick(batch, Qt::Key_Enter);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().batch, 4);
        QVERIFY(changed.count() >= 1);
        QVERIFY(budgetGiB(w) > before);
        QVERIFY(partOf<MemoryPanel>(w)->model()->index(3, BreakdownModel::GiBColumn).data(RawValueRole).toDouble() > activationsBefore);
        QCOMPARE(child<QLabel>(&w, "budgetFigure")->text(),
                 formatGiB(partOf<AdvisorSession>(w)->advice().memory.budgetBytes) + QStringLiteral(" GiB"));
        // The stacked bar follows the breakdown model.
        auto *chart = child<QChartView>(&w, "memoryChart")->chart();
        auto *series = qobject_cast<QHorizontalStackedBarSeries *>(chart->series().constFirst());
        QVERIFY(series);
        QCOMPARE(series->count(), 8);
        QCOMPARE(series->barSets().at(3)->at(0), formatGiB(partOf<AdvisorSession>(w)->advice().memory.components[3].bytes).toDouble());
    }

    void switchingMethodAndModel()
    {
        MainWindow w;
        w.show();
        const double qlora = budgetGiB(w);
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().method, Method::Full);
        QVERIFY(budgetGiB(w) > 3 * qlora);
        QCOMPARE(partOf<AdvisorSession>(w)->advice().memory.trainableParams, partOf<AdvisorSession>(w)->scenario().model.params);

        auto *model = child<QComboBox>(&w, "modelCombo");
        const int llama = model->findData(QStringLiteral("llama-3-8b"));
        model->lineEdit()->selectAll();
        QTest::keyClicks(model->lineEdit(), model->itemText(llama));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.id, QStringLiteral("llama-3-8b"));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.params, Q_INT64_C(8030261248));

        // A parameter count typed in the picker gives an inferred model.
        model->lineEdit()->selectAll();
        QTest::keyClicks(model->lineEdit(), QStringLiteral("13B"));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.params, Q_INT64_C(13000000000));
        QVERIFY(partOf<AdvisorSession>(w)->scenario().model.inferred);
        QVERIFY(child<QLabel>(&w, "modelSummary")->text().contains(QStringLiteral("inferred")));
        // The presets of that size are offered beside the generic shape, Llama 2 13B (13.0 B) first,
        // each a link that makes it the model.
        auto *summaryLabel = child<QLabel>(&w, "modelSummary");
        const QString summary = summaryLabel->text();
        QVERIFY2(summary.contains(QStringLiteral(
                     "Presets of about this size, with their exact shapes: <a href=\"preset:llama-2-13b\">Meta Llama 2 13B</a>")),
                 qPrintable(summary));
        QVERIFY(summaryLabel->textInteractionFlags() & Qt::LinksAccessibleByMouse);
        Q_EMIT summaryLabel->linkActivated(QStringLiteral("preset:llama-2-13b"));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.id, QStringLiteral("llama-2-13b"));
        QVERIFY(!partOf<AdvisorSession>(w)->scenario().model.inferred);
        QCOMPARE(model->currentData().toString(), QStringLiteral("llama-2-13b"));

        // Words in any order find a preset, as people name it; the popup offers just the matches and
        // Enter takes the first.
        model->lineEdit()->selectAll();
        QTest::keyClicks(model->lineEdit(), QStringLiteral("qwen3 30b"));
        QAbstractItemModel *offered = model->completer()->model();
        QCOMPARE(offered->rowCount(), 2); // BF16 and FP8 checkpoints of Qwen3-30B-A3B
        QTest::keyClick(model->lineEdit(), Qt::Key_Escape);
        model->lineEdit()->setText(QStringLiteral("qwen3 30b"));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.id, QStringLiteral("qwen3-30b-a3b"));
        QVERIFY(child<QLabel>(&w, "modelSummary")->text().contains(QStringLiteral("3.35 B active per token")));

        // Serving a quantised checkpoint takes its format; the summary says so.
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("inference"));
        model->lineEdit()->selectAll();
        QTest::keyClicks(model->lineEdit(), QStringLiteral("gpt oss 120b"));
        QTest::keyClick(model->lineEdit(), Qt::Key_Escape);
        model->lineEdit()->setText(QStringLiteral("gpt oss 120b"));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.id, QStringLiteral("gpt-oss-120b"));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().precision, Precision::Int4);
        QVERIFY(child<QLabel>(&w, "modelSummary")->text().contains(QStringLiteral("MXFP4")));
        QVERIFY(budgetGiB(w) < 80.0); // one 80 GB GPU serves it, as OpenAI's model card says
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("qlora"));
    }

    // Every shortcut reaches one action: Qt fires neither of two actions bound to the same keys.
    void shortcutsAreUnique()
    {
        MainWindow w;
        QHash<QString, QString> owner;
        for (const QAction *a : w.findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts()) {
                const QString keys = k.toString(QKeySequence::PortableText);
                QVERIFY2(!owner.contains(keys), qPrintable(QStringLiteral("%1: %2 and %3").arg(keys, owner.value(keys), a->text())));
                owner.insert(keys, a->text());
            }
        }
        QCOMPARE(owner.value(QStringLiteral("Ctrl+P")), QStringLiteral("&Pin for comparison"));
        QVERIFY(owner.size() > 10);
    }

    // An invalid combination is marked at its field and the last valid result stays on screen.
    void invalidFieldKeepsPreviousResult()
    {
        MainWindow w;
        w.show();
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        const QString shown = child<QLabel>(&w, "budgetFigure")->text();
        const double budget = budgetGiB(w);
        const int rows = partOf<InstancesPanel>(w)->model()->rowCount();
        QSignalSpy rejected(partOf<AdvisorSession>(w), &AdvisorSession::scenarioRejected);
        chooseData(child<QComboBox>(&w, "precisionCombo"), QStringLiteral("int4"));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.constFirst().constFirst().value<FieldError>().field, QStringLiteral("precision"));
        QCOMPARE(child<QLabel>(&w, "budgetFigure")->text(), shown);
        QCOMPARE(budgetGiB(w), budget);
        QCOMPARE(partOf<InstancesPanel>(w)->model()->rowCount(), rows);
        auto *error = child<QLabel>(&w, "formError");
        QVERIFY(error->isVisibleTo(&w));
        QVERIFY(error->text().contains(QStringLiteral("precision")));
        QVERIFY(child<QComboBox>(&w, "precisionCombo")->property("invalid").toBool());

        chooseData(child<QComboBox>(&w, "precisionCombo"), QStringLiteral("bf16"));
        QVERIFY(!error->isVisibleTo(&w));
        QVERIFY(!child<QComboBox>(&w, "precisionCombo")->property("invalid").toBool());
        // ZeRO offload without a ZeRO stage: marked at the offload field.
        chooseData(child<QComboBox>(&w, "offloadCombo"), QStringLiteral("optimizer"));
        QVERIFY(child<QComboBox>(&w, "offloadCombo")->property("invalid").toBool());
        QCOMPARE(budgetGiB(w), budget);
    }

    // "cn-" keeps mainland China under every provider's naming, and the picks are chosen among the
    // rows it leaves: the Pick column is not emptied by a filter that hid the overall picks.
    void regionFilterPicksAmongTheRowsShown()
    {
        MainWindow w;
        QVERIFY(showAtLaptopSize(w));
        const Advice &all = partOf<AdvisorSession>(w)->advice();
        QVERIFY(!all.instances[all.recommended()].instance->region.startsWith(QStringLiteral("cn-"))); // hidden by the filter
        QTest::keyClicks(child<QLineEdit>(&w, "regionFilter"), QStringLiteral("cn-"));
        const Advice &cn = partOf<AdvisorSession>(w)->advice();
        QVERIFY(cn.recommended() >= 0);
        QStringList providers;
        int picked = 0;
        for (const QModelIndex &i : partOf<InstancesPanel>(w)->proxy()->visibleInstances()) {
            providers << i.data(InstancesModel::ProviderIdRole).toString();
            picked += i.siblingAtColumn(InstancesModel::PickColumn).data().toString().isEmpty() ? 0 : 1;
        }
        QVERIFY2(providers.contains(QStringLiteral("tencent")) && providers.contains(QStringLiteral("alibaba")),
                 qPrintable(providers.join(QLatin1Char(' '))));
        QVERIFY(picked > 0);
        QCOMPARE(partOf<InstancesPanel>(w)->selectedKey(), cn.instances[cn.recommended()].key()); // the filtered answer, on screen
    }

    void filtersDriveTableAndCharts()
    {
        MainWindow w;
        w.show();
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("lora"));
        InstanceFilterProxy *proxy = partOf<InstancesPanel>(w)->proxy();
        const int all = int(proxy->visibleInstances().size());
        auto *fitsOnly = child<QCheckBox>(&w, "fitsOnlyCheck");
        QTest::mouseClick(fitsOnly, Qt::LeftButton, {}, QPoint(5, fitsOnly->height() / 2));
        QVERIFY(fitsOnly->isChecked());
        const auto fitting = proxy->visibleInstances();
        QVERIFY(fitting.size() < all);
        for (const QModelIndex &i : fitting)
            QVERIFY(i.data(InstancesModel::FitsRole).toBool());

        auto *region = child<QLineEdit>(&w, "regionFilter");
        QTest::keyClicks(region, QStringLiteral("ap-"));
        for (const QModelIndex &i : proxy->visibleInstances())
            QVERIFY(i.data(InstancesModel::RegionRole).toString().contains(QStringLiteral("ap-")));
        // The cost chart shows the first fitting instances the table shows, in its order.
        CostChartModel *cost = partOf<CostChartsPanel>(w)->model();
        QVERIFY(cost->rowCount() > 0);
        const QString firstShown = proxy->visibleInstances().constFirst().data(KeyRole).toString();
        QCOMPARE(cost->index(0, 0).data(KeyRole).toString(), firstShown);
        auto *annual = qobject_cast<QAbstractBarSeries *>(partOf<CostChartsPanel>(w)->annualView()->chart()->series().constFirst());
        QCOMPARE(annual->barSets().constFirst()->count(), cost->rowCount());
        const QList<qreal> regionValues = setValues(annual);
        region->clear();
        QCOMPARE(annual->barSets().constFirst()->count(), cost->rowCount());
        QVERIFY(setValues(annual) != regionValues);
    }

    void selectingAnInstanceShowsItsAdvisories()
    {
        MainWindow w;
        w.show();
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        QTreeView *view = partOf<InstancesPanel>(w)->view();
        const QModelIndex tier = view->model()->index(0, 0);
        const QModelIndex first = view->model()->index(0, 0, tier);
        QVERIFY(first.isValid());
        view->setCurrentIndex(first);
        const QString key = first.data(KeyRole).toString();
        QVERIFY(!key.isEmpty());
        bool sawInstance = false;
        for (const Advisory &a : partOf<AdvisoriesPanel>(w)->model()->advisories())
            sawInstance = sawInstance || a.instanceKey == key;
        QVERIFY(sawInstance);
        // The run chart highlights it.
        const auto series = partOf<CostChartsPanel>(w)->runView()->chart()->series();
        auto *highlight = qobject_cast<QScatterSeries *>(series.constLast());
        QVERIFY(highlight);
        QVERIFY(highlight->count() <= 1);
    }

    // "How many GPUs?": a job that fits no single GPU is answered first with the smallest
    // configurations, visible without hovering; choosing one makes it the scenario.
    void needsAnswerFirstWhenNothingFits()
    {
        MainWindow w;
        QVERIFY(showAtLaptopSize(w));
        NeedsPanel *needs = partOf<NeedsPanel>(w);
        QVERIFY(!needs->isVisible()); // the default job fits: the table is the answer
        auto *model = child<QComboBox>(&w, "modelCombo");
        model->lineEdit()->selectAll();
        QTest::keyClicks(model->lineEdit(), QStringLiteral("13B"));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        QCOMPARE(partOf<AdvisorSession>(w)->advice().fittingCount(), 0);
        QVERIFY(needs->isVisible());
        QVERIFY(needs->view()->height() > 3 * needs->view()->sizeHintForRow(0)); // rows on screen, not collapsed
        QVERIFY(child<QLabel>(&w, "needsHeading")->text().contains(QStringLiteral("Nothing holds this job")));
        QVERIFY(child<QLabel>(&w, "fitHint")->text().contains(QStringLiteral("smallest configurations")));
        // The job-level advisory is a warning with the answer, not a red error.
        for (const Advisory &a : partOf<AdvisorSession>(w)->advice().advisories)
            QVERIFY2(a.severity != Severity::Critical, qPrintable(a.code));
        // Pick the A100 80GB row and use it.
        QAbstractItemModel *rows = needs->view()->model();
        int a100 = -1;
        for (int r = 0; r < rows->rowCount(); ++r)
            if (rows->index(r, NeedsModel::ConfigurationColumn).data().toString().contains(QStringLiteral("A100 80GB SXM4")))
                a100 = r;
        QVERIFY(a100 >= 0);
        QCOMPARE(rows->index(a100, NeedsModel::ConfigurationColumn).data().toString(), QStringLiteral("4 × A100 80GB SXM4"));
        // The advisor's order: the cheapest clean run first.
        QCOMPARE(rows->index(0, NeedsModel::InstanceColumn).data(NeedsModel::InstanceKeyRole).toString(),
                 partOf<AdvisorSession>(w)->advice().needs.constFirst().instance->key());
        needs->view()->setCurrentIndex(rows->index(a100, 0));
        const QString named = rows->index(a100, 0).data(NeedsModel::InstanceKeyRole).toString();
        // A row that cannot hold the job is current beforehand: after the choice, the named one is.
        partOf<InstancesPanel>(w)->selectKey(partOf<AdvisorSession>(w)->advice().instances.constLast().key());
        QTest::mouseClick(child<QPushButton>(&w, "useConfigurationButton"), Qt::LeftButton);
        QCOMPARE(partOf<InstancesPanel>(w)->selectedKey(), named);
        for (const InstanceEvaluation &e : partOf<AdvisorSession>(w)->advice().instances)
            if (e.key() == named)
                QVERIFY(e.fits);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().gpus, 4);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().zero, 3);
        QCOMPARE(child<QSpinBox>(&w, "gpusSpin")->value(), 4);
        QVERIFY(partOf<AdvisorSession>(w)->advice().fittingCount() > 0);
        QVERIFY(!needs->isVisible());
        // Selecting an instance shows that instance's verdict for the job's configuration.
        const Advice &advice = partOf<AdvisorSession>(w)->advice();
        const QString key = advice.instances[advice.recommended()].key();
        partOf<InstancesPanel>(w)->selectKey(key);
        const QString hint = child<QLabel>(&w, "fitHint")->text();
        QVERIFY2(hint.contains(advice.instances[advice.recommended()].instance->type) && hint.contains(QStringLiteral("fits")),
                 qPrintable(hint));
    }

    // Undo and redo of scenario edits: typing "12" into the batch field is one step; a choice
    // made in another panel is one step too.
    void undoRedo()
    {
        MainWindow w;
        w.show();
        const int before = partOf<AdvisorSession>(w)->scenario().batch;
        auto *batch = child<QSpinBox>(&w, "batchSpin");
        batch->setFocus();
        batch->selectAll();
        QTest::keyClicks(batch, QStringLiteral("12"));
        QTest::keyClick(batch, Qt::Key_Enter);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().batch, 12);
        QCOMPARE(partOf<ScenarioEditor>(w)->undoStack()->count(), 1);
        partOf<ScenarioEditor>(w)->undoAction()->trigger();
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().batch, before);
        QCOMPARE(batch->value(), before);
        partOf<ScenarioEditor>(w)->redoAction()->trigger();
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().batch, 12);
        QCOMPARE(batch->value(), 12);
        // The billing filter edits the scenario: undoable as well.
        auto *billing = child<QComboBox>(&w, "billingFilter");
        billing->setCurrentIndex(billing->findData(QStringLiteral("spot")));
        Q_EMIT billing->activated(billing->currentIndex());
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().usage.billing, Billing::Spot);
        partOf<ScenarioEditor>(w)->undoAction()->trigger();
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().usage.billing, Billing::OnDemand);
        // The menus carry the habits: Edit with undo and redo, Help with the guide and About Qt.
        QStringList menus;
        for (QAction *a : w.menuBar()->actions())
            menus << a->text();
        QVERIFY(menus.contains(QStringLiteral("&Edit")));
        QCOMPARE(partOf<ScenarioEditor>(w)->undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    }

    // Save writes the scenario on screen to its file, says so, and clears the modified mark;
    // the title names the file.
    void saveTitleAndStatus()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("job.gpuadvisor.json"));
        QVERIFY(!saveScenarioFile(path, defaultScenario()));
        MainWindow w;
        w.show();
        QVERIFY(w.openScenarioFile(path));
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("job.gpuadvisor.json")));
        QVERIFY(!w.isWindowModified());
        child<QSpinBox>(&w, "gpusSpin")->setValue(2);
        QVERIFY(w.isWindowModified());
        partOf<ScenarioEditor>(w)->saveAction()->trigger();
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("job.gpuadvisor.json")));
        auto saved = loadScenarioFile(path);
        QVERIFY(std::holds_alternative<Scenario>(saved));
        QCOMPARE(std::get<Scenario>(saved).gpus, 2);
        QCOMPARE(partOf<ScenarioEditor>(w)->document()->recentFiles().value(0), path);
        // A broken file is refused with a message; the scenario and the document stay.
        const QString broken = dir.filePath(QStringLiteral("broken.gpuadvisor.json"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"batch\": ");
        f.close();
        QTimer::singleShot(0, this, [] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(top))
                    box->close();
        });
        QVERIFY(!w.openScenarioFile(broken));
        QCOMPARE(partOf<ScenarioEditor>(w)->document()->path(), path);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().gpus, 2);
    }

    // While the form holds an invalid edit the panels show the last valid result: save, pin and
    // export wait for the correction instead of acting on a stale result.
    void invalidEditDisablesSavePinAndExport()
    {
        MainWindow w;
        w.show();
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        const auto actionNamed = [&w](const QString &text) -> QAction * {
            for (QAction *a : w.findChildren<QAction *>())
                if (a->text() == text)
                    return a;
            return nullptr;
        };
        QAction *pin = actionNamed(QStringLiteral("&Pin for comparison"));
        QAction *preflight = actionNamed(QStringLiteral("Export &preflight check…"));
        QVERIFY(pin && preflight);
        chooseData(child<QComboBox>(&w, "precisionCombo"), QStringLiteral("int4"));
        QVERIFY(!partOf<ScenarioEditor>(w)->saveAction()->isEnabled());
        QVERIFY(!pin->isEnabled());
        QVERIFY(!preflight->isEnabled());
        chooseData(child<QComboBox>(&w, "precisionCombo"), QStringLiteral("bf16"));
        QVERIFY(partOf<ScenarioEditor>(w)->saveAction()->isEnabled());
        QVERIFY(pin->isEnabled());
        QVERIFY(preflight->isEnabled());
        // A field that does not apply never carries the error: ZeRO-3, then inference.
        chooseData(child<QComboBox>(&w, "zeroCombo"), QStringLiteral("3"));
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("inference"));
        QVERIFY(!partOf<AdvisorSession>(w)->lastError());
        QVERIFY(!child<QComboBox>(&w, "zeroCombo")->property("invalid").toBool());
    }

    // A session that did not end cleanly left an autosave: the next window offers it back, and
    // restoring it is one undo step.
    void crashRecovery()
    {
        Scenario lost = defaultScenario();
        lost.seq = 6144;
        {
            auto crashed = std::make_unique<ScenarioDocument>(CatalogStore::defaultDirectory());
            crashed->reset(defaultScenario());
            crashed->setCurrent(lost);
            crashed->autosave();
        }
        MainWindow w;
        w.show();
        auto *restore = child<QPushButton>(&w, "restoreButton");
        QVERIFY(restore->isVisible());
        const int seqBefore = partOf<AdvisorSession>(w)->scenario().seq;
        QTest::mouseClick(restore, Qt::LeftButton);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().seq, 6144);
        QVERIFY(!QFile::exists(partOf<ScenarioEditor>(w)->document()->autosavePath()));
        partOf<ScenarioEditor>(w)->undoAction()->trigger();
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().seq, seqBefore);
    }

    // Choosing another language in Preferences asks for the window to be rebuilt in it at once
    // (app/main.cpp does the rebuilding); the same language asks nothing.
    void languageChangeIsImmediate()
    {
        MainWindow w;
        w.show();
        QSignalSpy requested(&w, &MainWindow::languageChangeRequested);
        const auto answer = [](const QString &language) {
            QTimer::singleShot(0, [language] {
                for (QWidget *top : QApplication::topLevelWidgets())
                    if (auto *dialog = qobject_cast<QDialog *>(top); dialog && dialog->isVisible()) {
                        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("languageCombo"));
                        combo->setCurrentIndex(combo->findData(language));
                        dialog->accept();
                    }
            });
        };
        answer(QStringLiteral("zh_CN"));
        w.showPreferences();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.constFirst().constFirst().toString(), QStringLiteral("zh_CN"));
        answer(QStringLiteral("zh_CN"));
        w.showPreferences();
        QCOMPARE(requested.count(), 1);
        settings::language.remove();
    }

    // File > Export instances: the table in one action, as CSV (a spreadsheet) or JSON.
    void exportInstances()
    {
        MainWindow w;
        w.show();
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("instances.csv"));
        QVERIFY(!partOf<ExportActions>(w)->exportInstancesTo(csv));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size() - 2, int(partOf<AdvisorSession>(w)->advice().instances.size())); // header + trailing newline
        QVERIFY(lines.constFirst().startsWith("provider,instance,region"));
        const QString json = dir.filePath(QStringLiteral("instances.json"));
        QVERIFY(!partOf<ExportActions>(w)->exportInstancesTo(json));
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        QVERIFY(j.readAll().contains("\"picks\""));
        QVERIFY(partOf<ExportActions>(w)->exportInstancesTo(dir.path())); // a folder: refused, nothing written
    }

    // File > Export launch files: every file the scenario on screen has, for the selected
    // instance, and a reason for each it has not.
    void exportLaunchFiles()
    {
        MainWindow w;
        w.show();
        QTemporaryDir dir;
        // A machine of a cloud SkyPilot launches on (the default pick may be one it does not).
        partOf<InstancesPanel>(w)->selectKey(QStringLiteral("aws:g6e.xlarge:us-east-1"));
        QCOMPARE(partOf<InstancesPanel>(w)->selectedKey(), QStringLiteral("aws:g6e.xlarge:us-east-1"));
        const ExportActions::LaunchExport result = partOf<ExportActions>(w)->exportLaunchFilesTo(dir.path());
        QVERIFY(!result.error);
        // The default QLoRA job on one GPU: LLaMA-Factory, torchrun and SkyPilot; no ZeRO, so no
        // DeepSpeed or FSDP file, and nothing to serve.
        QCOMPARE(result.written,
                 (QStringList{QStringLiteral("llama_factory.yaml"), QStringLiteral("launch.sh"), QStringLiteral("sky.yaml")}));
        QCOMPARE(result.skipped.size(), 3);
        QVERIFY(result.skipped.constFirst().startsWith(QStringLiteral("ds_config.json: ")));
        for (const QString &name : result.written)
            QVERIFY2(QFileInfo(dir.filePath(name)).size() > 0, qPrintable(name));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("launch.sh"))).isExecutable());
        const QString selected = partOf<InstancesPanel>(w)->selectedKey();
        QFile sky(dir.filePath(QStringLiteral("sky.yaml")));
        QVERIFY(sky.open(QIODevice::ReadOnly));
        QVERIFY(sky.readAll().contains(selected.toUtf8()));
        // A "folder" that is a file: the error names the file that could not be written.
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const ExportActions::LaunchExport failed = partOf<ExportActions>(w)->exportLaunchFilesTo(blocker.fileName());
        QVERIFY(failed.error);
        QVERIFY2(failed.error->message().contains(QStringLiteral("blocker")), qPrintable(failed.error->message()));
        QVERIFY(failed.written.isEmpty());
    }

    // The window's own writes on a full disk: the export and the chart image fail with a message
    // naming the file, and the files written before keep their bytes.
    void windowWritesFailLoudlyOnAFullDisk()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("instances.csv"));
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        auto *view = w.findChild<QChartView *>(QStringLiteral("annualChart"));
        QVERIFY(view);
        QVERIFY(!partOf<ExportActions>(w)->exportInstancesTo(csv));
        QVERIFY(!saveChart(view, png));
        const auto bytes = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray csvBefore = bytes(csv), pngBefore = bytes(png);
        QVERIFY(!csvBefore.isEmpty() && !pngBefore.isEmpty());
        std::optional<FieldError> exported, saved;
        {
            test::FullDisk full;
            exported = partOf<ExportActions>(w)->exportInstancesTo(csv);
            saved = saveChart(view, png);
        }
        QVERIFY(exported && exported->message().contains(QStringLiteral("instances.csv: cannot be written")));
        QVERIFY(saved && saved->message().contains(QStringLiteral("chart.png: cannot be written")));
        QCOMPARE(bytes(csv), csvBefore);
        QCOMPARE(bytes(png), pngBefore);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporary left
    }

    // Catalog > Stored imports lists what is stored and removes one; the catalog in use loses its rows.
    void storedImportsDialog()
    {
        QTemporaryDir dir;
        const QString csv = writeNebiusCsv(dir.filePath(QStringLiteral("nebius-vms.csv")));
        const CatalogStore store;
        QVERIFY(std::holds_alternative<ImportReport>(store.importFile(csv, store.load(), {})));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString key = QStringLiteral("nebius:gpu-h100-sxm.8gpu:eu-north1");
        QVERIFY(partOf<AdvisorSession>(w)->catalog().instance(key));
        auto *action = w.findChild<QAction *>(QStringLiteral("storedImportsAction"));
        QVERIFY(action);
        action->trigger();
        auto *dialog = w.findChild<ImportsDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QTreeWidget *list = dialog->list();
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("nebius"));
        QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("nebius-vms.csv"));
        list->setCurrentItem(list->topLevelItem(0));
        QTimer yes;
        connect(&yes, &QTimer::timeout, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        yes.start(50);
        dialog->findChild<QPushButton *>(QStringLiteral("removeImport"))->click();
        QVERIFY(!partOf<AdvisorSession>(w)->catalog().instance(key));
        QVERIFY(store.storedFiles().isEmpty());
        QCOMPARE(list->topLevelItemCount(), 1); // the "none stored" line
        QVERIFY(!(list->topLevelItem(0)->flags() & Qt::ItemIsSelectable));
        dialog->close();
    }

    // Appearance: Fusion's dark palette on request, the system's back on "System".
    // Every chart of an open window takes the new palette at once.
    void appearance()
    {
        MainWindow w;
        const QColor before = QApplication::palette().color(QPalette::Window);
        applyAppearance(QStringLiteral("dark"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(QApplication::palette().color(QPalette::Text).lightness() > 180);
        QCoreApplication::processEvents(); // palette changes reach the widgets as posted events
        for (const char *name : {"memoryChart", "annualChart", "runChart", "compareChart"}) {
            auto *view = w.findChild<QChartView *>(QString::fromLatin1(name));
            QVERIFY2(view, name);
            QVERIFY2(view->chart()->backgroundBrush().color() == QApplication::palette().color(QPalette::Base), name);
        }
        applyAppearance(QString());
        QCOMPARE(QApplication::palette().color(QPalette::Window), before);
    }

    void guideOpensWithF1()
    {
        MainWindow w;
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_F1);
        auto *guide = w.findChild<GuideDialog *>();
        QVERIFY(guide && guide->isVisible());
        const QString text = guide->findChild<QTextBrowser *>(QStringLiteral("guideText"))->toPlainText();
        QVERIFY(text.contains(pickDefinition(Pick::BestValue).left(30)));
        QVERIFY(!text.contains(QStringLiteral("--")));
        // It says which stack and engine the numbers assume.
        QVERIFY(text.contains(assumedStackText()));
        QVERIFY(text.contains(QStringLiteral("vLLM")) && text.contains(QStringLiteral("PEFT")));
    }

    // The README's recipe as a newcomer types it: Ctrl+P pins the scenario on screen (one action
    // owns the keys, so Qt fires it), twice, and the Compare tab shows both.
    void readmeCompareRecipeByKeyboard()
    {
        MainWindow w;
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier);
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("qlora"));
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier);
        const QList<Advice> pinned = partOf<ComparePanel>(w)->model()->advices();
        QCOMPARE(pinned.size(), 2);
        QCOMPARE(pinned[0].scenario.method, Method::Full);
        QCOMPARE(pinned[1].scenario.method, Method::Qlora);
    }

    // A newcomer's comparison: Qwen2-7B full fine-tuning against QLoRA, side by side.
    void pinAndCompareFullWithQlora()
    {
        MainWindow w;
        w.show();
        auto *pin = child<QPushButton>(&w, "pinButton");
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        QTest::mouseClick(pin, Qt::LeftButton);
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("qlora"));
        QTest::mouseClick(pin, Qt::LeftButton);
        ComparisonModel *cmp = partOf<ComparePanel>(w)->model();
        QCOMPARE(cmp->columnCount(), 2);
        const double full = cmp->index(ComparisonModel::BudgetRow, 0).data(RawValueRole).toDouble() / kGiB;
        const double qlora = cmp->index(ComparisonModel::BudgetRow, 1).data(RawValueRole).toDouble() / kGiB;
        QVERIFY2(full > 100, qPrintable(QString::number(full)));
        QVERIFY2(qlora < 30, qPrintable(QString::number(qlora)));
        QVERIFY(cmp->index(ComparisonModel::FittingRow, 1).data().toString() !=
                cmp->index(ComparisonModel::FittingRow, 0).data().toString());
        // The comparison chart stacks 8 components for each pinned scenario.
        auto *series = qobject_cast<QStackedBarSeries *>(partOf<ComparePanel>(w)->chartView()->chart()->series().constFirst());
        QCOMPARE(series->count(), 8);
        QCOMPARE(series->barSets().constFirst()->count(), 2);
        // At most four.
        for (int i = 0; i < 3; ++i)
            QTest::mouseClick(pin, Qt::LeftButton);
        QCOMPARE(cmp->columnCount(), kMaxComparedScenarios);
        QVERIFY(!pin->isEnabled());
        QTest::mouseClick(child<QPushButton>(&w, "clearPinsButton"), Qt::LeftButton);
        QCOMPARE(cmp->columnCount(), 0);
    }

    // File > Export PDF report writes the scenario on screen with the pinned ones; File also
    // offers Print preview and Print, which paint the same report.
    void exportPdfReport()
    {
        MainWindow w;
        w.show();
        QStringList file;
        for (QAction *a : w.menuBar()->actions().constFirst()->menu()->actions())
            file << a->text();
        for (const char *action : {"&Export PDF report…", "Print pre&view…", "P&rint report…"})
            QVERIFY2(file.contains(QString::fromUtf8(action)), qPrintable(file.join(QLatin1Char(' '))));
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("plain.pdf"));
        QVERIFY(partOf<ExportActions>(w)->exportPdfTo(plain));
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("full"));
        w.pinScenario();
        chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("qlora"));
        QCOMPARE(partOf<ComparePanel>(w)->model()->advices().size(), 1);
        QCOMPARE(partOf<ComparePanel>(w)->model()->advices().constFirst().scenario.method, Method::Full);
        const QString compared = dir.filePath(QStringLiteral("compared.pdf"));
        QVERIFY(partOf<ExportActions>(w)->exportPdfTo(compared));
        QFile a(plain), b(compared);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.read(5), QByteArray("%PDF-"));
        QVERIFY(b.size() > a.size()); // the comparison adds a page
        // Printing paints the same report on the printer's paper (Letter here, not A4).
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
        printer.setPageSize(QPageSize(QPageSize::Letter));
        QVERIFY(paintReport(reportData(partOf<AdvisorSession>(w)->advice(), partOf<ComparePanel>(w)->model()->advices()), printer) >= 2);
        QVERIFY(QFileInfo(printer.outputFileName()).size() > 0);
        // Print preview shows the same pages (the dialog is closed once it has painted them).
        int previewPages = 0;
        QTimer closer;
        connect(&closer, &QTimer::timeout, [&previewPages] {
            if (QWidget *dialog = QApplication::activeModalWidget()) {
                if (auto *preview = dialog->findChild<QPrintPreviewWidget *>())
                    previewPages = preview->pageCount();
                dialog->close();
            }
        });
        closer.start(100);
        partOf<ExportActions>(w)->printPreview();
        // US Letter is shorter than A4: one page more than the A4 report's six (tst_report).
        QVERIFY2(previewPages >= 2 && previewPages <= 7, qPrintable(QString::number(previewPages)));
    }

    void configFileAndBadConfig()
    {
        MainWindow w;
        w.show();
        ScenarioForm *form = partOf<ScenarioForm>(w);
        QVERIFY(form->loadConfigFile(QStringLiteral(GA_TEST_DATA_DIR "/configs/mixtral-8x7b.json")));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.origin, ModelOrigin::Config);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.params, Q_INT64_C(46702792704));
        const qint64 before = partOf<AdvisorSession>(w)->scenario().model.params;
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("config.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"model_type": "gpt2", "n_embd": 768})");
        bad.close();
        QVERIFY(!form->loadConfigFile(bad.fileName()));
        QVERIFY(child<QLabel>(&w, "formError")->text().contains(QStringLiteral("gpt2")));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().model.params, before);
    }

    void settingsRememberScenarioAndLayout()
    {
        {
            MainWindow w;
            w.show();
            chooseData(child<QComboBox>(&w, "methodCombo"), QStringLiteral("lora"));
            child<QSpinBox>(&w, "gpusSpin")->setValue(4);
            w.close();
        }
        MainWindow again;
        QCOMPARE(partOf<AdvisorSession>(again)->scenario().method, Method::Lora);
        QCOMPARE(partOf<AdvisorSession>(again)->scenario().gpus, 4);
        QVERIFY(!settings::windowState.value().isEmpty());
    }

    // The Chinese catalogue is embedded and used: menus, form labels, model headers, advice text.
    void chineseInterface()
    {
        TranslationManager translations;
        QVERIFY(translations.setLanguage(QStringLiteral("zh_CN")));
        MainWindow w;
        w.show();
        QCOMPARE(w.menuBar()->actions().constFirst()->text(), QStringLiteral("文件(&F)"));
        QVERIFY(partOf<InstancesPanel>(w)
                    ->model()
                    ->headerData(InstancesModel::AnnualColumn, Qt::Horizontal)
                    .toString()
                    .contains(QStringLiteral("年")));
        QVERIFY(child<QLabel>(&w, "budgetArithmetic")->text().contains(QStringLiteral("余量")));
        QVERIFY(componentFormula(partOf<AdvisorSession>(w)->advice().memory.components[0]).contains(QStringLiteral("参数")));
        QVERIFY(translations.setLanguage(QStringLiteral("en")));
        MainWindow english;
        QCOMPARE(english.menuBar()->actions().constFirst()->text(), QStringLiteral("&File"));
    }

    // Every choice of the form reads whole in its field at a laptop's size, in English and in
    // Chinese, for a job and for a service: a choice cut to "HF Trainer ·" or "transformer" is one the
    // user cannot read without opening the list.
    // The instance types, what a user types into a console, read whole in the table at 1366 × 768 in
    // both languages (the Chinese font is taller and wider); in Chinese the tools' readings say
    // reserved and allocated in Chinese, with PyTorch's own words beside them.
    void instanceNamesReadWhole_data() { addLanguagesAndJobs(); }
    void instanceNamesReadWhole()
    {
        QFETCH(QString, language);
        QFETCH(int, method);
        LaptopWindowIn laptop(language, Method(method));
        QVERIFY(laptop.shown);
        MainWindow &w = laptop.window();
        QTreeView *view = partOf<InstancesPanel>(w)->view();
        const int margin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
        int rows = 0;
        QStringList cut;
        for (int top = 0; top < view->model()->rowCount(); ++top) {
            const QModelIndex tier = view->model()->index(top, 0);
            for (int r = 0; r < view->model()->rowCount(tier); ++r, ++rows) {
                const QModelIndex cell = view->model()->index(r, InstancesModel::InstanceColumn, tier);
                const QString text = cell.data().toString();
                if (view->fontMetrics().horizontalAdvance(text) + margin > view->visualRect(cell).width() &&
                    view->visualRect(cell).isValid())
                    cut << text;
            }
        }
        QVERIFY(rows > 100);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1String(", "))));
        if (Method(method) == Method::Qlora && language.startsWith(QLatin1String("zh"))) {
            const QString readings = child<QLabel>(&w, "expectedReadings")->text();
            QVERIFY2(readings.contains(QStringLiteral("已预留")) && readings.contains(QStringLiteral("已分配")), qPrintable(readings));
        }
    }

    void formChoicesReadWhole_data() { addLanguagesAndJobs(); }
    void formChoicesReadWhole()
    {
        QFETCH(QString, language);
        QFETCH(int, method);
        LaptopWindowIn laptop(language, Method(method));
        QVERIFY(laptop.shown);
        MainWindow &w = laptop.window();
        auto *form = partOf<ScenarioForm>(w);
        child<QToolButton>(form, "usageToggle")->click();
        QCoreApplication::processEvents();
        int checked = 0;
        QStringList cut;
        for (QComboBox *combo : form->findChildren<QComboBox *>()) {
            if (!combo->isVisibleTo(&w) || combo->isEditable())
                continue;
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.frame = combo->hasFrame();
            // QCommonStyle draws the label 1 px inside the edit field on each side.
            const int room = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo).width() - 2;
            // The disk classes are the catalog's names with their provider, longer than the form is
            // wide: the choice that is made reads whole, and the list is as wide as its longest name.
            const bool catalogNames = combo->objectName() == QLatin1String("diskClassCombo");
            if (catalogNames) {
                QVERIFY(combo->count() > 5);
                combo->showPopup();
                for (int i = 0; i < combo->count(); ++i)
                    QVERIFY2(
                        combo->view()->viewport()->width() > combo->fontMetrics().horizontalAdvance(combo->itemText(i)),
                        qPrintable(QStringLiteral("%1 in a %2 px list").arg(combo->itemText(i)).arg(combo->view()->viewport()->width())));
                combo->hidePopup();
            }
            for (int i = catalogNames ? combo->currentIndex() : 0; i < (catalogNames ? combo->currentIndex() + 1 : combo->count()); ++i)
                if (const int needs = combo->fontMetrics().horizontalAdvance(combo->itemText(i)); needs > room)
                    cut << QStringLiteral("%1: \"%2\" needs %3 px of %4").arg(combo->objectName(), combo->itemText(i)).arg(needs).arg(room);
            ++checked;
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1String("; "))));
        QVERIFY(checked >= 6);
    }

    // The charts' axis titles read whole at a laptop's size in English and in Chinese, for a job and
    // for a service (Qt Charts cuts a title longer than its axis to "…").
    void chartAxisTitlesReadWhole_data() { formChoicesReadWhole_data(); }
    void chartAxisTitlesReadWhole()
    {
        QFETCH(QString, language);
        QFETCH(int, method);
        LaptopWindowIn laptop(language, Method(method));
        QVERIFY(laptop.shown);
        MainWindow &w = laptop.window();
        int titles = 0;
        for (const char *name : {"memoryChart", "annualChart", "runChart"}) {
            auto *view = w.findChild<QChartView *>(QString::fromLatin1(name));
            QVERIFY2(view, name);
            for (QAbstractAxis *axis : view->chart()->axes()) {
                if (axis->titleText().isEmpty() || !axis->isVisible())
                    continue;
                ++titles;
                QStringList shown;
                for (QGraphicsItem *item : view->scene()->items())
                    if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                        shown << text->toPlainText();
                QVERIFY2(shown.contains(axis->titleText()),
                         qPrintable(QStringLiteral("%1: \"%2\" not among %3")
                                        .arg(QLatin1String(name), axis->titleText(), shown.join(QLatin1String(" | ")))));
            }
        }
        QVERIFY(titles >= 2);
    }

    void billingFilterEditsTheScenario()
    {
        MainWindow w;
        w.show();
        auto *billing = child<QComboBox>(partOf<InstancesPanel>(w), "billingFilter");
        const int spot = billing->findData(QStringLiteral("spot"));
        billing->setCurrentIndex(spot);
        Q_EMIT billing->activated(spot);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().usage.billing, Billing::Spot);
        QCOMPARE(child<QComboBox>(&w, "billingCombo")->currentData().toString(), QStringLiteral("spot"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
