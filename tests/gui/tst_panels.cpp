// The panels as a new user meets them: every decision column on screen and unabridged at
// 1366 × 768 and at 200% (the test also runs with QT_SCALE_FACTOR=2), charts that say why they are
// empty, serve inference in its own terms and follow the table, filters without traps, copying
// rows for a spreadsheet and saving charts.
#include "base/format.h"
#include "core/serving.h"
#include "data/presets.h"
#include "itemmodels/advisoriesmodel.h"
#include "itemmodels/comparisonmodel.h"
#include "itemmodels/costchartmodel.h"
#include "itemmodels/instancesmodel.h"
#include "output/preflight.h" // findInstance
#include "session/advisorsession.h"
#include "ui/advisoriespanel.h"
#include "ui/chartstyle.h"
#include "ui/comparepanel.h"
#include "ui/costchartspanel.h"
#include "ui/instancespanel.h"
#include "ui/mainwindow.h"
#include "ui/scenarioform.h"
#include "windowparts.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QValueAxis>

using namespace ga;

namespace {

template<typename T>
T *child(QObject *parent, const QString &name)
{
    T *w = parent->findChild<T *>(name);
    if (!w)
        qFatal("no child %s", qPrintable(name));
    return w;
}

const QList<int> kDecisionColumns{InstancesModel::FitColumn,    InstancesModel::PickColumn,   InstancesModel::GpuCountColumn,
                                  InstancesModel::NeedColumn,   InstancesModel::HourlyColumn, InstancesModel::AnnualColumn,
                                  InstancesModel::RunCostColumn};

void apply(MainWindow &w, const Scenario &s)
{
    partOf<ScenarioForm>(w)->setScenario(s);
    partOf<AdvisorSession>(w)->setScenario(s);
    QCoreApplication::processEvents();
}

// A 13B model fully fine-tuned on one GPU: no instance holds it.
Scenario nothingFits(MainWindow &w)
{
    Scenario s = partOf<AdvisorSession>(w)->scenario();
    s.model = *PresetLibrary::bundled().find(QStringLiteral("llama-2-13b"));
    s.method = Method::Full;
    s.gpus = 1;
    s.zero = 0;
    return s;
}

void show(MainWindow &w, QSize size = {1366, 768})
{
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCoreApplication::processEvents();
}

// Instance rows of the view (tiers flattened), as view indexes of column 0.
QList<QModelIndex> instanceRows(QTreeView *view)
{
    QList<QModelIndex> rows;
    const QAbstractItemModel *m = view->model();
    for (int t = 0; t < m->rowCount(); ++t)
        for (int r = 0; r < m->rowCount(m->index(t, 0)); ++r)
            rows << m->index(r, 0, m->index(t, 0));
    return rows;
}

// The axis labels a chart draws and shows (Qt Charts hides labels that would overlap).
QStringList shownLabels(QChartView *view)
{
    QStringList out;
    for (QGraphicsItem *item : view->scene()->items())
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            out << text->toPlainText();
    return out;
}

// The label drawn for a name: the name itself, or, too long for the chart, its start and end
// around an ellipsis.
QString shownLabelFor(QChartView *view, const QString &name)
{
    const QStringList shown = shownLabels(view);
    const auto label = std::find_if(shown.cbegin(), shown.cend(), [&name](const QString &l) {
        const QChar ellipsis(0x2026);
        return l == name ||
            (l.contains(ellipsis) && l.size() >= 8 && name.startsWith(l.section(ellipsis, 0, 0)) && name.endsWith(l.section(ellipsis, 1)));
    });
    return label == shown.cend() ? QString() : *label;
}

QRectF labelRect(QChartView *view, const QString &name)
{
    const QString label = shownLabelFor(view, name);
    for (QGraphicsItem *item : view->scene()->items())
        if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item); text && text->isVisible() && text->toPlainText() == label)
            return text->sceneBoundingRect();
    return {};
}

} // namespace

class TestPanels final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GPU Advisor Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_panels"));
    }

    void init() { QSettings().clear(); }

    // The form takes its help and applicability from the scenario's field table: each field's
    // tooltip starts with the table's (translated) help, and for every method the widget is
    // enabled exactly when the field applies.
    void formFollowsTheFieldTable_data()
    {
        QTest::addColumn<QString>("key");
        for (const ScenarioField &f : scenarioFields())
            QTest::newRow(f.key) << f.jsonKey();
    }

    void formFollowsTheFieldTable()
    {
        QFETCH(QString, key);
        const ScenarioField &f = *scenarioField(key);
        ScenarioForm form;
        QWidget *w = form.widgetForField(key);
        QVERIFY(w);
        QVERIFY2(w->toolTip().startsWith(f.helpText()), qPrintable(w->toolTip()));
        for (const QString &method : methodIds()) {
            Scenario s = defaultScenario();
            s.method = *methodFromId(method);
            form.setScenario(s);
            QVERIFY2(w->isEnabled() == f.appliesTo(s), qPrintable(method));
        }
    }

    // What the form is given is what it gives back, field by field (headroom shown in per cent and
    // tokens in billions included); a field that does not apply comes back at its default.
    void formRoundTripsAScenario()
    {
        Scenario s = defaultScenario();
        s.method = Method::Full;
        s.optimizer = Optimizer::Adafactor;
        s.batch = 3;
        s.gradAccum = 4;
        s.zero = 3;
        s.offload = Offload::OptimizerAndParams;
        s.headroom = 0.35;
        s.usage.datasetTokens = 2.5e9;
        s.usage.diskClass = QStringLiteral("gp3");
        s.usage.mfu = 0.45;
        s.usage.egressBilling = EgressBilling::Bandwidth;
        s.usage.bandwidthMbps = 50;
        ScenarioForm form;
        form.setScenario(s);
        QVERIFY(form.scenario() == s);

        s.method = Method::Inference;
        form.setScenario(s);
        const Scenario back = form.scenario();
        QCOMPARE(back.zero, 0);
        QCOMPARE(back.gradAccum, 1);
        QVERIFY(back.offload == Offload::None);
        QCOMPARE(back.headroom, 0.35);
    }

    // The decision columns lie inside the table's viewport, without horizontal scrolling, and
    // no cell or header of theirs is cut short, at a laptop's 1366 × 768 and at 1280 × 720 (what
    // 200% leaves of a 2560 × 1440 screen), for training on one GPU, on eight, and for serving.
    void decisionColumnsFitTheScreen_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("engine");
        for (const QSize size : {QSize(1366, 768), QSize(1280, 720)}) {
            const QByteArray name = QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height());
            QTest::newRow(name.constData()) << size << int(Method::Qlora) << 1 << int(Engine::Hf);
            QTest::newRow(QByteArray(name + " 8 GPUs").constData()) << size << int(Method::Full) << 8 << int(Engine::Hf);
            QTest::newRow(QByteArray(name + " inference").constData()) << size << int(Method::Inference) << 1 << int(Engine::Hf);
            QTest::newRow(QByteArray(name + " vllm").constData()) << size << int(Method::Inference) << 1 << int(Engine::Vllm);
        }
    }
    void decisionColumnsFitTheScreen()
    {
        QFETCH(QSize, size);
        QFETCH(int, method);
        QFETCH(int, gpus);
        QFETCH(int, engine);
        MainWindow w;
        show(w, size);
        Scenario s = partOf<AdvisorSession>(w)->scenario();
        s.method = Method(method);
        s.gpus = gpus;
        s.zero = gpus > 1 ? 3 : 0;
        s.serving.engine = Engine(engine);
        apply(w, s);
        QVERIFY(partOf<AdvisorSession>(w)->advice().fittingCount() > 0);
        QTreeView *view = partOf<InstancesPanel>(w)->view();
        QHeaderView *header = view->header();
        QCOMPARE(view->horizontalScrollBar()->value(), 0);
        const int viewport = view->viewport()->width();
        QFont bold = view->font();
        bold.setBold(true);
        const int textMargin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
        const int headerMargin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const QList<QModelIndex> rows = instanceRows(view);
        QVERIFY(rows.size() > 10);
        // A service reads its replicas and speed where a job reads its memory need.
        QList<int> decision = kDecisionColumns;
        if (s.isServing())
            decision.replace(decision.indexOf(InstancesModel::NeedColumn), InstancesModel::TpotColumn),
                decision.replace(decision.indexOf(InstancesModel::HourlyColumn), InstancesModel::TokensColumn);
        for (int c : std::as_const(decision)) {
            QVERIFY2(!view->isColumnHidden(c), qPrintable(QString::number(c)));
            const int left = header->sectionViewportPosition(c);
            QVERIFY2(left >= 0 && left + header->sectionSize(c) <= viewport,
                     qPrintable(QStringLiteral("column %1 at %2+%3 of %4").arg(c).arg(left).arg(header->sectionSize(c)).arg(viewport)));
            const QString title = partOf<InstancesPanel>(w)->model()->headerData(c, Qt::Horizontal).toString();
            const int arrow = header->sortIndicatorSection() == c ? header->height() / 2 + 2 * headerMargin : 0;
            QVERIFY2(header->fontMetrics().horizontalAdvance(title) + 2 * headerMargin + arrow <= header->sectionSize(c),
                     qPrintable(title));
            const QFontMetrics metrics(c == InstancesModel::FitColumn || c == InstancesModel::PickColumn ? bold : view->font());
            for (const QModelIndex &row : rows) {
                const QModelIndex cell = row.siblingAtColumn(c);
                const QString text = cell.data().toString();
                QVERIFY2(metrics.horizontalAdvance(text) + textMargin <= view->visualRect(cell).width(),
                         qPrintable(QStringLiteral("\"%1\" in %2 px").arg(text).arg(view->visualRect(cell).width())));
            }
        }
        // The compact figures stand for exact ones: the tooltip and the raw value carry them.
        const QModelIndex first = rows.constFirst();
        const InstanceEvaluation *e =
            partOf<InstancesPanel>(w)->model()->evaluation(partOf<InstancesPanel>(w)->proxy()->mapToSource(first));
        QVERIFY(first.siblingAtColumn(InstancesModel::AnnualColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(partOf<AdvisorSession>(w)->advice().currency.format(e->annual.total())));
        QCOMPARE(first.siblingAtColumn(InstancesModel::AnnualColumn).data(RawValueRole).toDouble(), e->annual.total());
        // The names that identify a row keep a readable share.
        for (int c : {int(InstancesModel::ProviderColumn), int(InstancesModel::InstanceColumn), int(InstancesModel::GpuColumn)})
            QVERIFY(header->sectionSize(c) >= view->fontMetrics().averageCharWidth() * 7);
        // The instance type, what a user types into a console, is never cut short on a laptop screen
        // (below 1366 pixels the GPU, region and provider give way first, then it does too).
        for (const QModelIndex &row : size.width() >= 1366 ? rows : QList<QModelIndex>()) {
            const QModelIndex cell = row.siblingAtColumn(InstancesModel::InstanceColumn);
            QVERIFY2(view->fontMetrics().horizontalAdvance(cell.data().toString()) + textMargin <= view->visualRect(cell).width(),
                     qPrintable(QStringLiteral("\"%1\" (%3 px) in %2 px")
                                    .arg(cell.data().toString())
                                    .arg(view->visualRect(cell).width())
                                    .arg(view->fontMetrics().horizontalAdvance(cell.data().toString()) + textMargin)));
        }
    }

    // Chinese instance labels: every bar keeps its label (a CJK font is taller than a Latin one).
    void everyBarLabelShown_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QSize>("size");
        QTest::newRow("default font") << QString() << QSize(1366, 768);
        QTest::newRow("Noto Sans CJK SC") << QStringLiteral("Noto Sans CJK SC") << QSize(1366, 768);
        QTest::newRow("Noto Sans CJK SC 1280x720") << QStringLiteral("Noto Sans CJK SC") << QSize(1280, 720);
    }
    void everyBarLabelShown()
    {
        QFETCH(QString, family);
        QFETCH(QSize, size);
        const QFont original = QApplication::font();
        if (!family.isEmpty()) {
            if (!QFontDatabase::hasFamily(family))
                QSKIP("the CJK font is not installed");
            QFont cjk(family);
            cjk.setPointSizeF(original.pointSizeF());
            QApplication::setFont(cjk);
        }
        {
            MainWindow w;
            show(w, size);
            CostChartsPanel *charts = partOf<CostChartsPanel>(w);
            const QStringList names = partOf<CostChartsPanel>(w)->model()->names();
            QCOMPARE(names.size(), 6);
            const QStringList shown = shownLabels(charts->annualView());
            for (const QString &name : names) {
                QVERIFY2(!shownLabelFor(charts->annualView(), name).isEmpty(),
                         qPrintable(name + QStringLiteral(" not shown; shown: ") + shown.join(QStringLiteral(" | "))));
                QVERIFY2(labelRect(charts->annualView(), name).left() >= 0, qPrintable(name + QStringLiteral(" is cut at the left edge")));
            }
        }
        QApplication::setFont(original);
    }

    // The provider menu stays open while providers are ticked and unticked.
    void providerMenuStaysOpen()
    {
        MainWindow w;
        show(w);
        auto *button = child<QToolButton>(&w, QStringLiteral("providerFilter"));
        QMenu *menu = button->menu();
        menu->popup(button->mapToGlobal(QPoint(0, button->height())));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        auto *aws = child<QCheckBox>(menu, QStringLiteral("provider_aws"));
        auto *gcp = child<QCheckBox>(menu, QStringLiteral("provider_gcp"));
        QTest::mouseClick(aws, Qt::LeftButton, {}, QPoint(5, aws->height() / 2));
        QVERIFY(menu->isVisible());
        QTest::mouseClick(gcp, Qt::LeftButton, {}, QPoint(5, gcp->height() / 2));
        QVERIFY(menu->isVisible());
        QVERIFY(!aws->isChecked() && !gcp->isChecked());
        const QStringList providers = partOf<AdvisorSession>(w)->options().providers;
        QVERIFY(!providers.isEmpty() && !providers.contains(QStringLiteral("aws")) && !providers.contains(QStringLiteral("gcp")));
        for (const QModelIndex &i : partOf<InstancesPanel>(w)->proxy()->visibleInstances())
            QVERIFY(providers.contains(i.data(InstancesModel::ProviderIdRole).toString()));
        menu->close();
    }

    // A tier row counts what the filters leave, and says how many they hide.
    void tierCountsFollowTheFilter()
    {
        MainWindow w;
        show(w);
        for (QCheckBox *check : child<QToolButton>(&w, QStringLiteral("providerFilter"))->menu()->findChildren<QCheckBox *>())
            check->setChecked(check->objectName() == QLatin1String("provider_tencent"));
        const QAbstractItemModel *proxy = partOf<InstancesPanel>(w)->proxy();
        QVERIFY(proxy->rowCount() > 0);
        static const QRegularExpression counts(QStringLiteral("(\\d+) of (\\d+) fit"));
        for (int t = 0; t < proxy->rowCount(); ++t) {
            const QModelIndex tier = proxy->index(t, 0);
            const QString text = tier.data().toString();
            const QRegularExpressionMatch m = counts.match(text);
            QVERIFY2(m.hasMatch(), qPrintable(text));
            int fitting = 0; // without a critical problem: those are counted apart
            for (int r = 0; r < proxy->rowCount(tier); ++r)
                fitting += partOf<InstancesPanel>(w)
                               ->model()
                               ->evaluation(partOf<InstancesPanel>(w)->proxy()->mapToSource(proxy->index(r, 0, tier)))
                               ->fitState() == FitState::Clean;
            QCOMPARE(m.captured(2).toInt(), proxy->rowCount(tier));
            QCOMPARE(m.captured(1).toInt(), fitting);
            const int all = partOf<InstancesPanel>(w)->model()->rowCount(partOf<InstancesPanel>(w)->proxy()->mapToSource(tier));
            QCOMPARE(text.contains(QStringLiteral("hidden")), all > proxy->rowCount(tier));
        }
    }

    // The advisories describe no instance the filters hide: neither the hidden one nor a
    // neighbour that took its place without being chosen.
    void advisoryRowsHoldTheirWrappedText()
    {
        MainWindow w;
        show(w);
        auto *table = child<QTableView>(&w, QStringLiteral("advisoriesTable"));
        const QAbstractItemView *view = table; // sizeHintForRow: the style's measure of the row's wrapped text
        QVERIFY(table->model()->rowCount() > 0);
        QCoreApplication::processEvents(); // a scroll bar that appeared narrowed the column
        const auto unfit = [&]() -> QString {
            for (int r = 0; r < table->model()->rowCount(); ++r)
                if (table->rowHeight(r) < view->sizeHintForRow(r))
                    return QStringLiteral("row %1: %2 px for %3 px of text at %4 px wide")
                        .arg(r)
                        .arg(table->rowHeight(r))
                        .arg(view->sizeHintForRow(r))
                        .arg(table->columnWidth(AdvisoriesModel::MessageColumn));
            return {};
        };
        QVERIFY2(unfit().isEmpty(), qPrintable(unfit()));
        // The dock made narrower: the same messages wrap to more lines.
        int row = 0;
        for (int r = 1; r < table->model()->rowCount(); ++r)
            if (table->rowHeight(r) > table->rowHeight(row))
                row = r;
        const int before = table->rowHeight(row);
        const int wide = table->columnWidth(AdvisoriesModel::MessageColumn);
        table->setFixedWidth(table->width() * 2 / 3);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY(table->columnWidth(AdvisoriesModel::MessageColumn) < wide);
        QVERIFY2(unfit().isEmpty(), qPrintable(unfit()));
        QVERIFY(table->rowHeight(row) > before);
    }
    void advisoriesForgetAHiddenInstance_data()
    {
        QTest::addColumn<bool>("byProvider"); // a whole tier disappears, or one row of a tier
        QTest::newRow("provider") << true;
        QTest::newRow("region") << false;
    }
    void advisoriesForgetAHiddenInstance()
    {
        QFETCH(bool, byProvider);
        MainWindow w;
        show(w);
        // Copies: a filter makes a new advice, whose rows replace these.
        const Advice advice = partOf<AdvisorSession>(w)->advice();
        const InstanceEvaluation chosen = advice.instances[advice.recommended()];
        partOf<InstancesPanel>(w)->selectKey(chosen.key());
        const auto instanceAdvisories = [&w] {
            QSet<QString> keys;
            for (const Advisory &a : partOf<AdvisoriesPanel>(w)->model()->advisories())
                if (!a.instanceKey.isEmpty())
                    keys.insert(a.instanceKey);
            return keys;
        };
        QCOMPARE(instanceAdvisories(), QSet<QString>{chosen.key()});
        QString kept;
        if (byProvider) {
            child<QCheckBox>(&w, QStringLiteral("provider_") + chosen.instance->provider)->setChecked(false);
        } else {
            // The region of another instance of its tier: that row stays, this one goes.
            const auto other = std::find_if(advice.instances.cbegin(), advice.instances.cend(), [&chosen](const InstanceEvaluation &e) {
                return e.tier == chosen.tier && !chosen.instance->region.contains(e.instance->region, Qt::CaseInsensitive);
            });
            QVERIFY(other != advice.instances.cend());
            kept = other->key();
            QTest::keyClicks(child<QLineEdit>(&w, QStringLiteral("regionFilter")), other->instance->region);
            QVERIFY(partOf<InstancesPanel>(w)->proxy()->mapFromSource(partOf<InstancesPanel>(w)->model()->indexForKey(kept)).isValid());
        }
        QVERIFY(
            !partOf<InstancesPanel>(w)->proxy()->mapFromSource(partOf<InstancesPanel>(w)->model()->indexForKey(chosen.key())).isValid());
        // The answer among the rows left is current, and only it is described.
        const Advice &filtered = partOf<AdvisorSession>(w)->advice();
        const QString answer = filtered.recommended() >= 0 ? filtered.instances[filtered.recommended()].key() : QString();
        QVERIFY(answer != chosen.key());
        QCOMPARE(partOf<InstancesPanel>(w)->selectedKey(), answer);
        QVERIFY(!instanceAdvisories().contains(chosen.key()));
        QVERIFY(instanceAdvisories().isEmpty() || instanceAdvisories() == QSet<QString>{answer});
        QVERIFY(!child<QLabel>(&w, QStringLiteral("advisoriesContext"))->text().contains(chosen.instance->type));
    }

    // "Fits only" with nothing fitting says why the table is empty and offers the way out; so
    // does a filter that matches nothing.
    void emptyTableExplainsAndFixes()
    {
        MainWindow w;
        show(w);
        apply(w, nothingFits(w));
        QCOMPARE(partOf<AdvisorSession>(w)->advice().fittingCount(), 0);
        auto *fitsOnly = child<QCheckBox>(&w, QStringLiteral("fitsOnlyCheck"));
        fitsOnly->setChecked(true);
        QVERIFY(partOf<InstancesPanel>(w)->proxy()->visibleInstances().isEmpty());
        auto *message = child<QLabel>(&w, QStringLiteral("emptyTableMessage"));
        auto *fix = child<QPushButton>(&w, QStringLiteral("emptyTableButton"));
        QVERIFY(message->isVisible());
        QVERIFY(message->text().contains(QStringLiteral("Fits only")));
        QVERIFY(message->text().contains(QStringLiteral("GPU count options")));
        QTest::mouseClick(fix, Qt::LeftButton);
        QVERIFY(!fitsOnly->isChecked());
        QVERIFY(!partOf<InstancesPanel>(w)->proxy()->visibleInstances().isEmpty());
        QVERIFY(!message->isVisible());

        auto *region = child<QLineEdit>(&w, QStringLiteral("regionFilter"));
        QTest::keyClicks(region, QStringLiteral("no-such-region"));
        QVERIFY(message->isVisible());
        QVERIFY(message->text().contains(QStringLiteral("filters")));
        QTest::mouseClick(fix, Qt::LeftButton);
        QVERIFY(region->text().isEmpty());
        QVERIFY(!message->isVisible());
    }

    // Alt+F opens the File menu and nothing else; "Fits only" has its own key.
    void altFIsTheFileMenus()
    {
        MainWindow w;
        show(w);
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w)); // shortcuts reach the active window only
        const QKeySequence altF(QStringLiteral("Alt+F"));
        for (QAbstractButton *b : w.findChildren<QAbstractButton *>()) {
            QVERIFY2(QKeySequence::mnemonic(b->text()) != altF, qPrintable(b->text()));
            QVERIFY2(b->shortcut() != altF, qPrintable(b->text()));
        }
        auto *fitsOnly = child<QCheckBox>(&w, QStringLiteral("fitsOnlyCheck"));
        QTest::keyClick(&w, QKeySequence::mnemonic(fitsOnly->text())[0].key(), Qt::AltModifier);
        QTRY_VERIFY(fitsOnly->isChecked()); // a mnemonic clicks with a short animation
        QTest::keyClick(&w, Qt::Key_F, Qt::AltModifier);
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        QVERIFY(fitsOnly->isChecked());
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QCOMPARE(menu->title(), QStringLiteral("&File"));
        menu->close();
    }

    // Nothing fits: the charts show a message, no bars, no names left from before, no points.
    void chartsSayWhyTheyAreEmpty()
    {
        MainWindow w;
        show(w);
        CostChartsPanel *charts = partOf<CostChartsPanel>(w);
        QVERIFY(!charts->emptyMessage()->isVisible());
        apply(w, nothingFits(w));
        QVERIFY(charts->emptyMessage()->isVisible());
        QVERIFY(charts->emptyMessage()->text().contains(QStringLiteral("GPU count options")));
        QVERIFY(!charts->annualView()->isVisible());
        auto *bars = qobject_cast<QAbstractBarSeries *>(charts->annualView()->chart()->series().constFirst());
        for (QBarSet *set : bars->barSets())
            QCOMPARE(set->count(), 0);
        auto *categories = qobject_cast<QBarCategoryAxis *>(charts->annualView()->chart()->axes(Qt::Vertical).constFirst());
        QVERIFY(categories->categories().isEmpty());
        for (QAbstractSeries *s : charts->runView()->chart()->series())
            QCOMPARE(qobject_cast<QScatterSeries *>(s)->count(), 0);
        // Back to a job that fits: the charts return.
        Scenario s = partOf<AdvisorSession>(w)->scenario();
        s.method = Method::Qlora;
        apply(w, s);
        QVERIFY(!charts->emptyMessage()->isVisible());
        QVERIFY(charts->annualView()->isVisible());
        QCOMPARE(categories->categories().size(), partOf<CostChartsPanel>(w)->model()->rowCount());
    }

    // Serving is priced per million tokens against tokens per second, not as a training run.
    void inferenceIsPricedPerToken()
    {
        MainWindow w;
        show(w);
        Scenario s = partOf<AdvisorSession>(w)->scenario();
        s.method = Method::Inference;
        s.precision = Precision::Bf16;
        apply(w, s);
        CostChartModel *model = partOf<CostChartsPanel>(w)->model();
        QVERIFY(model->serving());
        QVERIFY(model->rowCount() > 0);
        QChart *run = partOf<CostChartsPanel>(w)->runView()->chart();
        QVERIFY(!run->title().contains(QStringLiteral("run"), Qt::CaseInsensitive));
        const QString yTitle = qobject_cast<QValueAxis *>(run->axes(Qt::Vertical).constFirst())->titleText();
        QVERIFY2(yTitle.contains(QStringLiteral("per M tokens")), qPrintable(yTitle));
        QVERIFY(!yTitle.contains(QStringLiteral("run")));
        const QString key = model->index(0, 0).data(KeyRole).toString();
        const InstanceEvaluation *e = partOf<InstancesPanel>(w)->model()->evaluation(partOf<InstancesPanel>(w)->model()->indexForKey(key));
        QVERIFY(e->run.serving);
        QCOMPARE(model->index(0, CostChartModel::RunYColumn).data().toDouble(), e->run.cost / e->run.tokens * 1e6);
        QVERIFY(model->index(0, CostChartModel::RunYColumn).data().toDouble() < 1000); // dollars per million tokens, not a $500k "run"
        const QString header = partOf<InstancesPanel>(w)->model()->headerData(InstancesModel::RunCostColumn, Qt::Horizontal).toString();
        QVERIFY2(header.contains(QStringLiteral("M tok")), qPrintable(header));
        // Axes with nice round ticks and no more decimals than they need.
        for (QAbstractAxis *axis : run->axes()) {
            auto *values = qobject_cast<QValueAxis *>(axis);
            QCOMPARE(values->min(), 0.0);
            const double step = values->max() / (values->tickCount() - 1);
            const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
            QVERIFY2(qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) || qFuzzyCompare(mantissa, 5.0),
                     qPrintable(QString::number(step)));
        }
    }

    // A service shows what the engine will print on the selected instance and the command that
    // starts it, copied with one click; a new serving scenario in the form is served by vLLM.
    void servingPanelShowsTheEngine()
    {
        MainWindow w;
        show(w);
        auto *form = partOf<ScenarioForm>(w);
        auto *method = child<QComboBox>(form, QStringLiteral("methodCombo"));
        method->setCurrentIndex(method->findData(toId(Method::Inference)));
        QCoreApplication::processEvents();
        QCOMPARE(child<QComboBox>(form, QStringLiteral("engineCombo"))->currentData().toString(), toId(Engine::Vllm));
        QVERIFY(child<QWidget>(form, QStringLiteral("servingBox"))->isVisibleTo(form));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().serving.engine, Engine::Vllm);
        const Advice &advice = partOf<AdvisorSession>(w)->advice();
        QVERIFY(advice.recommended() >= 0);
        auto *launch = child<QLineEdit>(&w, QStringLiteral("launchCommand"));
        const InstanceEvaluation *selected = findInstance(advice, partOf<InstancesPanel>(w)->selectedKey());
        QVERIFY(selected && selected->capacity);
        const InstanceEvaluation &chosen = *selected;
        QCOMPARE(launch->text(), launchCommand(advice.scenario, *chosen.capacity));
        QVERIFY(launch->text().startsWith(QStringLiteral("vllm serve ")));
        child<QPushButton>(&w, QStringLiteral("copyLaunch"))->click();
        QCOMPARE(QApplication::clipboard()->text(), launch->text());
        // The KV cache size the engine will print, as the capacity model counts it.
        QCOMPARE(child<QLabel>(&w, QStringLiteral("servingValue5"))->text(),
                 QStringLiteral("%1 tokens").arg(formatCount(chosen.capacity->kvTokens)));
        // Back to training: the serving knobs leave the form and the panel says what it needs.
        method->setCurrentIndex(method->findData(toId(Method::Lora)));
        QCoreApplication::processEvents();
        QVERIFY(!child<QWidget>(form, QStringLiteral("servingBox"))->isVisibleTo(form));
        QVERIFY(!launch->isVisibleTo(&w));
        QVERIFY(child<QLabel>(&w, QStringLiteral("servingTitle"))->text().contains(QStringLiteral("Inference")));
    }

    // An inference job shows only its own fields, so a serving workload sits under the engine rather
    // than below a column of greyed-out training knobs; a training job keeps the fields its choices
    // turn off in place, disabled, so that the form does not jump while it is being edited.
    void formShowsTheJobsOwnFields_data()
    {
        const auto keys = [](std::initializer_list<const char *> latin1) {
            QStringList list;
            for (const char *key : latin1)
                list << QString::fromLatin1(key);
            return list;
        };
        QTest::addColumn<Method>("method");
        QTest::addColumn<Engine>("engine");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QStringList>("hidden");
        QTest::addColumn<QStringList>("disabled");
        const QStringList training = keys(
            {"optimizer", "master_weights", "stack", "lora_rank", "lora_targets", "zero", "offload", "grad_checkpointing", "grad_accum"});
        QTest::newRow("serving on vLLM") << Method::Inference << Engine::Vllm
                                         << keys({"method", "gpus", "engine", "precision", "concurrency", "kv_cache_dtype"})
                                         << training + keys({"batch", "seq", "prompt", "gguf_type", "gpu_layers"}) << QStringList{};
        QTest::newRow("serving on llama.cpp") << Method::Inference << Engine::LlamaCpp
                                              << keys({"engine", "concurrency", "gguf_type", "gpu_layers"})
                                              << training + keys({"batch", "seq", "gpu_memory_utilization"}) << QStringList{};
        QTest::newRow("generate() in a script") << Method::Inference << Engine::Hf << keys({"method", "engine", "batch", "seq", "prompt"})
                                                << training + keys({"concurrency"}) << QStringList{};
        QTest::newRow("full fine-tuning") << Method::Full << Engine::Vllm
                                          << keys({"stack", "optimizer", "zero", "grad_accum", "batch", "seq"})
                                          << keys({"engine", "prompt", "concurrency"}) << keys({"lora_rank", "lora_targets"});
    }
    void formShowsTheJobsOwnFields()
    {
        QFETCH(Method, method);
        QFETCH(Engine, engine);
        QFETCH(QStringList, shown);
        QFETCH(QStringList, hidden);
        QFETCH(QStringList, disabled);
        MainWindow w;
        show(w);
        auto *form = partOf<ScenarioForm>(w);
        auto *methods = child<QComboBox>(form, QStringLiteral("methodCombo"));
        methods->setCurrentIndex(methods->findData(toId(method)));
        auto *engines = child<QComboBox>(form, QStringLiteral("engineCombo"));
        engines->setCurrentIndex(engines->findData(toId(engine)));
        QCoreApplication::processEvents();
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().method, method);
        for (const QString &key : shown)
            QVERIFY2(form->widgetForField(key)->isVisibleTo(form) && form->widgetForField(key)->isEnabled(), qPrintable(key));
        for (const QString &key : hidden)
            QVERIFY2(!form->widgetForField(key)->isVisibleTo(form), qPrintable(key));
        for (const QString &key : disabled)
            QVERIFY2(form->widgetForField(key)->isVisibleTo(form) && !form->widgetForField(key)->isEnabled(), qPrintable(key));
    }

    // The images a vision-language model sees take a row of the form only for such a model, and
    // move the estimate: with 8 images of 1,024 pixels, Gemma 3 runs its tower over 8 × 4,096
    // patches before the prompt's 8 × 256 image tokens reach the language model.
    void imagesRowForAVisionModel()
    {
        MainWindow w;
        show(w);
        auto *form = partOf<ScenarioForm>(w);
        auto *session = partOf<AdvisorSession>(w);
        auto *box = child<QWidget>(form, QStringLiteral("imagesBox"));
        QVERIFY(!session->scenario().model.arch.takesImages());
        QVERIFY(!box->isVisibleTo(form));
        auto *model = child<QComboBox>(form, QStringLiteral("modelCombo"));
        model->lineEdit()->setText(model->itemText(model->findData(QStringLiteral("gemma-3-27b"))));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        QCOMPARE(session->scenario().model.id, QStringLiteral("gemma-3-27b"));
        QVERIFY(box->isVisibleTo(form));
        auto *images = child<QSpinBox>(form, QStringLiteral("imagesSpin"));
        auto *size = child<QSpinBox>(form, QStringLiteral("imageSizeSpin"));
        QVERIFY(!size->isEnabled()); // no images, no size
        QSignalSpy changed(session, &AdvisorSession::adviceChanged);
        const double before = session->advice().memory.totalBytes;
        images->setValue(8);
        QVERIFY(changed.count() >= 1);
        QVERIFY(size->isEnabled());
        QCOMPARE(session->scenario().images, 8);
        QCOMPARE(session->scenario().imageTokens(), 8 * 256);
        // The tower's working set is weighed in the estimate (added where it outgrows the language model's).
        bool weighed = false;
        for (const MemoryComponent &c : session->advice().memory.components)
            for (const MemoryTerm &t : c.terms)
                weighed = weighed || t.term == Term::VisionEncoder;
        QVERIFY(weighed);
        QVERIFY(session->advice().memory.totalBytes >= before);
        // Too many images for the sequence: the field is marked and the last good advice stays.
        const Scenario good = session->scenario();
        auto *seq = child<QSpinBox>(form, QStringLiteral("seqSpin"));
        seq->setValue(1024);
        QVERIFY(images->property("invalid").toBool());
        QVERIFY(session->scenario() == good);
        // A text model again: the row leaves and its images with it.
        model->lineEdit()->setText(model->itemText(model->findData(QStringLiteral("qwen3-8b"))));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        QVERIFY(!box->isVisibleTo(form));
        QCOMPARE(session->scenario().images, 0);
    }

    // The MTP draft is offered for a served model with multi-token-prediction layers, and drafting
    // with it puts the speculative config on the launch line.
    void mtpDraftForAServedModel()
    {
        MainWindow w;
        show(w);
        auto *form = partOf<ScenarioForm>(w);
        auto *session = partOf<AdvisorSession>(w);
        auto *method = child<QComboBox>(form, QStringLiteral("methodCombo"));
        method->setCurrentIndex(method->findData(toId(Method::Inference)));
        auto *draft = child<QCheckBox>(form, QStringLiteral("mtpDraftCheck"));
        QVERIFY(!draft->isEnabled()); // the default model has no MTP layers
        auto *model = child<QComboBox>(form, QStringLiteral("modelCombo"));
        model->lineEdit()->setText(model->itemText(model->findData(QStringLiteral("glm-4.5-air"))));
        QTest::keyClick(model->lineEdit(), Qt::Key_Return);
        QVERIFY(draft->isEnabled());
        draft->setChecked(true);
        QVERIFY(session->scenario().draftsWithMtp());
        QVERIFY(child<QLineEdit>(&w, QStringLiteral("launchCommand"))->text().contains(QStringLiteral("--speculative-config")));
    }

    // Opening the usage box at a laptop's size (and at what 200% leaves of a 2560 × 1440 screen)
    // keeps the whole form in the dock: no field is cut at the right edge (the widest values a
    // range allows are not what people type).
    void usageBoxFitsTheDock_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1280x720") << QSize(1280, 720);
    }
    void usageBoxFitsTheDock()
    {
        QFETCH(QSize, size);
        MainWindow w;
        show(w, size);
        auto *scroll = child<QScrollArea>(&w, QStringLiteral("scenarioScroll"));
        child<QToolButton>(&w, QStringLiteral("usageToggle"))->click();
        QCoreApplication::processEvents();
        QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("form %1 px in a %2 px dock").arg(scroll->widget()->width()).arg(scroll->viewport()->width())));
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    }

    // Fixed bandwidth chosen in the usage box reaches the session and the prices; its cap is
    // offered only then.
    void egressBillingInTheUsageBox()
    {
        MainWindow w;
        show(w);
        auto *form = partOf<ScenarioForm>(w);
        auto *session = partOf<AdvisorSession>(w);
        child<QToolButton>(form, QStringLiteral("usageToggle"))->click();
        auto *billed = child<QComboBox>(form, QStringLiteral("egressBillingCombo"));
        QWidget *cap = form->widgetForField(QStringLiteral("usage.bandwidth_mbps"));
        QVERIFY(billed->isVisible());
        QVERIFY(!cap->isEnabled());
        billed->setCurrentIndex(billed->findData(toId(EgressBilling::Bandwidth)));
        QVERIFY(cap->isEnabled());
        QVERIFY(session->scenario().usage.egressBilling == EgressBilling::Bandwidth);
        const Advice &a = session->advice();
        const auto tencent = std::find_if(a.instances.cbegin(), a.instances.cend(),
                                          [](const InstanceEvaluation &e) { return e.instance->provider == QLatin1String("tencent"); });
        QVERIFY(tencent != a.instances.cend());
        QVERIFY(tencent->annual.egressBilling == EgressBilling::Bandwidth);
        QVERIFY2(a.costFormula(*tencent, CostPart::Egress).contains(QStringLiteral("Mbps fixed bandwidth")),
                 qPrintable(a.costFormula(*tencent, CostPart::Egress)));
    }

    // The framework chosen in the form moves the estimate and the memory panel names it with its
    // measured error; Liger is offered only where the framework has the switch.
    void frameworkMovesTheEstimate()
    {
        MainWindow w;
        show(w);
        auto *form = partOf<ScenarioForm>(w);
        auto *session = partOf<AdvisorSession>(w);
        auto *stack = child<QComboBox>(form, QStringLiteral("stackCombo"));
        auto *liger = child<QCheckBox>(form, QStringLiteral("ligerCheck"));
        auto *label = child<QLabel>(&w, QStringLiteral("stackAccuracy"));
        QCOMPARE(session->scenario().stack, Stack::HfTrainer);
        QVERIFY(liger->isEnabled());
        const double before = session->advice().memory.totalBytes;
        stack->setCurrentIndex(stack->findData(toId(Stack::Unsloth)));
        QCoreApplication::processEvents();
        QCOMPARE(session->scenario().stack, Stack::Unsloth);
        QVERIFY(!liger->isEnabled());
        QVERIFY(session->advice().memory.totalBytes < before);
        QVERIFY2(label->text().startsWith(QStringLiteral("Unsloth: no published measurement")), qPrintable(label->text()));
        QVERIFY(label->toolTip().contains(QStringLiteral("host RAM")));
        stack->setCurrentIndex(stack->findData(toId(Stack::FsdpQlora)));
        QCoreApplication::processEvents();
        QVERIFY2(label->text().contains(QStringLiteral("median error")), qPrintable(label->text()));
    }

    // Expert parallelism in training: offered for an MoE model on several GPUs where the framework
    // has it (ms-swift's Megatron-SWIFT), and it splits the experts' weights, gradients and states.
    void expertParallelTrainingInTheForm()
    {
        MainWindow w;
        show(w);
        auto *form = partOf<ScenarioForm>(w);
        auto *session = partOf<AdvisorSession>(w);
        Scenario s = session->scenario();
        s.model = *PresetLibrary::bundled().find(QStringLiteral("qwen3-30b-a3b"));
        s.method = Method::Full;
        s.gpus = 8;
        s.zero = 1;
        form->setScenario(s);
        QCoreApplication::processEvents();
        auto *check = child<QCheckBox>(form, QStringLiteral("expertParallelCheck"));
        QVERIFY(check->isVisible());
        QVERIFY(!check->isEnabled()); // the Hugging Face Trainer shards experts with ZeRO, never whole
        auto *stack = child<QComboBox>(form, QStringLiteral("stackCombo"));
        stack->setCurrentIndex(stack->findData(toId(Stack::MsSwift)));
        QCoreApplication::processEvents();
        QVERIFY(check->isEnabled());
        const double before = session->advice().memory.totalBytes;
        check->click();
        QCoreApplication::processEvents();
        QVERIFY(session->scenario().trainsExpertParallel());
        // The measured error of swift sft does not stand for Megatron-SWIFT: the panel says none is checked.
        QVERIFY2(child<QLabel>(&w, QStringLiteral("stackAccuracy"))->text().contains(QStringLiteral("no published measurement")),
                 qPrintable(child<QLabel>(&w, QStringLiteral("stackAccuracy"))->text()));
        // Each GPU holds an eighth of the experts and all of the rest, where ZeRO 1 kept every weight and gradient.
        QVERIFY(session->advice().memory.totalBytes < before);
    }

    // The bars read top-down in the table's order; the picks are labelled on both charts.
    void chartsFollowTheTableAndLabelThePicks()
    {
        MainWindow w;
        show(w);
        CostChartModel *model = partOf<CostChartsPanel>(w)->model();
        QVERIFY(model->rowCount() >= 2);
        QStringList tableOrder;
        for (const QModelIndex &i : partOf<InstancesPanel>(w)->proxy()->visibleInstances())
            tableOrder << i.data(KeyRole).toString();
        int previous = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            const int at = int(tableOrder.indexOf(model->index(r, 0).data(KeyRole).toString()));
            QVERIFY(at > previous);
            previous = at;
        }
        QChartView *annual = partOf<CostChartsPanel>(w)->annualView();
        // A legend label elided in a narrow panel (200% scale) still reads in full on hover.
        QVERIFY(annual->chart()->legend()->showToolTips());
        QVERIFY(partOf<CostChartsPanel>(w)->runView()->chart()->legend()->showToolTips());
        const QStringList names = model->names();
        for (int r = 1; r < names.size(); ++r)
            QVERIFY2(labelRect(annual, names[r - 1]).center().y() < labelRect(annual, names[r]).center().y(), qPrintable(names[r]));
        // Every pick the chart holds is labelled with the table's glyphs, at its point.
        int labelled = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString glyphs = model->index(r, 0).data(CostChartModel::PicksRole).toString();
            if (glyphs.isEmpty())
                continue;
            QVERIFY(names[r].startsWith(glyphs));
            const QPointF point(model->index(r, CostChartModel::RunXColumn).data().toDouble(),
                                model->index(r, CostChartModel::RunYColumn).data().toDouble());
            const auto picks = partOf<CostChartsPanel>(w)->pickSeries();
            QVERIFY(std::any_of(picks.cbegin(), picks.cend(), [&](QScatterSeries *s) {
                return s->count() == 1 && s->at(0) == point && s->pointLabelsVisible() && s->pointLabelsFormat() == glyphs;
            }));
            ++labelled;
        }
        QVERIFY(labelled >= 2);
        const Advice &advice = partOf<AdvisorSession>(w)->advice();
        for (int p = 0; p < kPickCount; ++p)
            if (advice.pick(Pick(p)) >= 0)
                QVERIFY(std::any_of(names.cbegin(), names.cend(),
                                    [&](const QString &n) { return n.endsWith(advice.instances[advice.pick(Pick(p))].instance->type); }));
    }

    // The panels' own proxies (bars top-down, colour swatches on the comparison's rows) under
    // QAbstractItemModelTester while scenarios change; the comparison names its scenarios.
    void panelProxiesAndCompareTable()
    {
        MainWindow w;
        show(w);
        auto *topDown = partOf<CostChartsPanel>(w)->findChild<QSortFilterProxyModel *>();
        QVERIFY(topDown);
        QAbstractItemModelTester barsTester(topDown, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *table = child<QTableView>(partOf<ComparePanel>(w), QStringLiteral("compareTable"));
        QAbstractItemModelTester tableTester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.pinScenario();
        Scenario s = partOf<AdvisorSession>(w)->scenario();
        s.method = Method::Full;
        apply(w, s);
        w.pinScenario();
        apply(w, nothingFits(w));
        const QAbstractItemModel *rows = table->model();
        QCOMPARE(rows->columnCount(), 2);
        QCOMPARE(rows->headerData(1, Qt::Horizontal).toString(), QStringLiteral("#2 ") + displayName(Method::Full));
        QCOMPARE(rows->index(ComparisonModel::ModelRow, 1).data().toString(), s.model.name);
        QVERIFY(!rows->headerData(ComparisonModel::FirstComponentRow, Qt::Vertical, Qt::DecorationRole).value<QIcon>().isNull());
        QCOMPARE(topDown->rowCount(), partOf<CostChartsPanel>(w)->model()->rowCount());
    }

    // With four scenarios pinned at 1366x768 the picks' names are whole (wrapped after the
    // provider, never cut); with none pinned the chart draws no axis of made-up ticks.
    void compareShowsWholeNames()
    {
        MainWindow w;
        show(w);
        auto *compare = partOf<ComparePanel>(w);
        QCOMPARE(compare->model()->pinCount(), 0);
        for (QAbstractAxis *axis : compare->chartView()->chart()->axes())
            QVERIFY(!axis->isVisible());
        for (const Method m : {Method::Qlora, Method::Lora, Method::Full, Method::Inference}) {
            Scenario s = partOf<AdvisorSession>(w)->scenario();
            s.method = m;
            s.gpus = m == Method::Full ? 4 : 1;
            s.zero = m == Method::Full ? 3 : 0;
            apply(w, s);
            w.pinScenario();
        }
        QCOMPARE(compare->model()->pinCount(), 4);
        for (QAbstractAxis *axis : compare->chartView()->chart()->axes())
            QVERIFY(axis->isVisible());
        auto *table = child<QTableView>(compare, QStringLiteral("compareTable"));
        QCoreApplication::processEvents();
        for (const int row : {int(ComparisonModel::CheapestRow), int(ComparisonModel::FastestRow)})
            for (int c = 0; c < table->model()->columnCount(); ++c) {
                const QModelIndex cell = table->model()->index(row, c);
                const QString text = cell.data().toString();
                const QRect rect = table->visualRect(cell);
                // What the cell needs with its words wrapped at the width it has.
                const QRect needed = table->fontMetrics().boundingRect(QRect(0, 0, rect.width() - 8, 10000), Qt::TextWordWrap, text);
                QVERIFY2(needed.width() <= rect.width() - 8 && needed.height() <= rect.height(),
                         qPrintable(QStringLiteral("\"%1\" needs %2x%3 in %4x%5")
                                        .arg(text)
                                        .arg(needed.width())
                                        .arg(needed.height())
                                        .arg(rect.width())
                                        .arg(rect.height())));
            }
    }

    // Ctrl+C in the table: a header row and one tab-separated line per selected row, with raw
    // numbers a spreadsheet can add up.
    void copyRowsForASpreadsheet()
    {
        MainWindow w;
        show(w);
        QTreeView *view = partOf<InstancesPanel>(w)->view();
        const QList<QModelIndex> rows = instanceRows(view);
        view->setCurrentIndex(rows[0]);
        for (int r : {1, 2})
            view->selectionModel()->select(rows[r], QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(partOf<InstancesPanel>(w)->selectedKey(), rows[0].data(KeyRole).toString()); // still what the details show
        view->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
        const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        const QStringList header = lines[0].split(QLatin1Char('\t'));
        const int annual = int(header.indexOf(QStringLiteral("Per year (USD)")));
        QVERIFY2(annual >= 0, qPrintable(lines[0]));
        for (int r = 0; r < 3; ++r) {
            const QStringList fields = lines[r + 1].split(QLatin1Char('\t'));
            QCOMPARE(fields.size(), header.size());
            const InstanceEvaluation *e =
                partOf<InstancesPanel>(w)->model()->evaluation(partOf<InstancesPanel>(w)->proxy()->mapToSource(rows[r]));
            bool ok = false;
            QCOMPARE(fields[annual].toDouble(&ok), e->annual.total());
            QVERIFY(ok);
            QVERIFY(fields.contains(e->instance->type));
        }
    }

    // Each chart saves as PNG (at twice the screen's resolution) or SVG, whole or not at all.
    void chartsSaveAsPngAndSvg()
    {
        MainWindow w;
        show(w);
        QTemporaryDir dir;
        CostChartsPanel *charts = partOf<CostChartsPanel>(w);
        for (int which : {int(CostChartsPanel::AnnualChart), int(CostChartsPanel::RunChart)}) {
            const QString png = dir.filePath(QStringLiteral("chart%1.png").arg(which));
            QVERIFY(!charts->exportChart(which, png));
            const QImage image(png);
            QVERIFY(!image.isNull());
            QChartView *view = which == CostChartsPanel::AnnualChart ? charts->annualView() : charts->runView();
            QCOMPARE(image.size(), view->size() * 2);
            const QString svg = dir.filePath(QStringLiteral("chart%1.svg").arg(which));
            QVERIFY(!charts->exportChart(which, svg));
            QFile f(svg);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray head = f.read(64);
            QVERIFY(head.startsWith("<?xml") || head.startsWith("<svg"));
            QVERIFY(f.size() > 1000);
        }
        ComparePanel *compare = partOf<ComparePanel>(w);
        w.pinScenario();
        const QString pinned = dir.filePath(QStringLiteral("compare.png"));
        QVERIFY(!compare->exportChart(0, pinned));
        QVERIFY(!QImage(pinned).isNull());
        // A file that cannot be written: an error naming it, and no file left behind.
        const QString unwritable = QStringLiteral("/proc/gpu-advisor-chart.png");
        const auto error = charts->exportChart(CostChartsPanel::AnnualChart, unwritable);
        QVERIFY(error && error->ioFailure && error->message().contains(unwritable));
        QVERIFY(!QFile::exists(unwritable));
        QVERIFY(charts->exportChart(7, dir.filePath(QStringLiteral("seven.png")))); // no such chart
        // Each chart offers it in its context menu.
        for (QChartView *view : {charts->annualView(), charts->runView(), compare->chartView()})
            QVERIFY(view->findChild<QAction *>(QStringLiteral("saveChartAction")));
    }

    // Colours chosen for meaning stay readable on dark and light bases.
    void coloursFollowThePalette_data()
    {
        QTest::addColumn<QColor>("base");
        QTest::newRow("light") << QColor(Qt::white);
        QTest::newRow("dark Fusion") << QColor(0x2a, 0x2a, 0x2a);
        QTest::newRow("black") << QColor(Qt::black);
    }
    void coloursFollowThePalette()
    {
        QFETCH(QColor, base);
        const auto luminance = [](const QColor &c) {
            const auto f = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
            return 0.2126 * f(c.redF()) + 0.7152 * f(c.greenF()) + 0.0722 * f(c.blueF());
        };
        for (const QColor &hue : {QColor(0x2e, 0x9d, 0x3e), QColor(0xd9, 0x8c, 0x00), QColor(0xd3, 0x2f, 0x2f), QColor(0xe6, 0x5c, 0x1a)}) {
            const QColor text = readableOn(hue, base);
            const double a = luminance(text), b = luminance(base);
            QVERIFY2((std::max(a, b) + 0.05) / (std::min(a, b) + 0.05) >= 4.5,
                     qPrintable(text.name() + QStringLiteral(" on ") + base.name()));
        }
        // Charts take their text and background from the application's palette.
        const QPalette original = QApplication::palette();
        QPalette palette = original;
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::Text, luminance(base) < 0.18 ? Qt::white : Qt::black);
        QApplication::setPalette(palette);
        CostChartsPanel charts;
        QChart *chart = charts.annualView()->chart();
        QCOMPARE(chart->backgroundBrush().color(), base);
        for (QAbstractAxis *axis : chart->axes())
            QCOMPARE(axis->labelsBrush().color(), palette.color(QPalette::Text));
        QApplication::setPalette(original);
    }
};

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
