#include "core/calibration.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Calibration)
};

struct Effect {
    QString cause;
    std::function<void(MemoryOptions &, Scenario &)> apply;
};

} // namespace

double expectedReading(const MemoryBudget &b, Reading tool)
{
    switch (tool) {
    case Reading::Allocated: return b.readings.allocated;
    case Reading::Reserved: return b.readings.reserved;
    case Reading::Process: return b.readings.nvidiaSmi;
    }
    return b.readings.nvidiaSmi;
}

GapAnalysis analyseGap(const Scenario &s, const MemoryOptions &options, Reading tool, double measuredBytes)
{
    MemoryOptions base = options;
    base.correction = {}; // compare with the physics, not with an earlier correction
    const MemoryBudget b = estimateMemory(s, s.gpus, base);
    GapAnalysis g;
    g.tool = tool;
    g.measuredBytes = measuredBytes;
    g.expectedBytes = expectedReading(b, tool);
    g.differenceBytes = measuredBytes - g.expectedBytes;
    g.share = g.expectedBytes > 0 ? measuredBytes / g.expectedBytes - 1.0 : 0.0;

    // Effects this job depends on that the default stack assumes one way; each is re-estimated.
    QList<Effect> effects{
        {Text::tr("the allocator keeps more memory cached (batches of varying length; "
                  "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True avoids it)"),
         [](MemoryOptions &o, Scenario &) { o.constants.fragmentation *= 3.0; }},
        {Text::tr("the allocator keeps less memory cached (expandable segments, fixed-length batches)"),
         [](MemoryOptions &o, Scenario &) { o.constants.fragmentation = 0.0; }},
        {Text::tr("the CUDA context is larger (eager module loading: CUDA older than 11.7 or CUDA_MODULE_LOADING=EAGER)"),
         [](MemoryOptions &o, Scenario &) { o.stack.cudaContextBytes = 1343.0 * kMiB; }},
        {Text::tr("another process shares the GPU (nvidia-smi's total counts every process)"),
         [](MemoryOptions &o, Scenario &) { o.stack.cudaContextBytes = 2.0 * kCudaContextBytes; }},
    };
    if (s.isTraining()) {
        effects << Effect{Text::tr("the loss is chunked and kept in 16-bit (LitGPT, torchtune), not upcast to fp32"),
                          [](MemoryOptions &o, Scenario &) { o.stack.lossBytesPerLogit = 4; }};
        if (s.zero == 0 && s.optimizer == Optimizer::AdamW)
            effects << Effect{Text::tr("PyTorch 2.0 or older: foreach AdamW made two state-sized temporaries"),
                              [](MemoryOptions &o, Scenario &) { o.stack.foreachIntermediates = 2; }}
                    << Effect{Text::tr("a fused or per-parameter optimizer (adamw_torch_fused, DeepSpeed): no step temporaries"),
                              [](MemoryOptions &o, Scenario &) { o.stack.foreachIntermediates = 0; }};
        if (!s.gradCheckpointing)
            effects << Effect{Text::tr("gradient checkpointing was on"), [](MemoryOptions &, Scenario &x) { x.gradCheckpointing = true; }};
        else
            effects << Effect{Text::tr("gradient checkpointing was off"),
                              [](MemoryOptions &, Scenario &x) { x.gradCheckpointing = false; }};
        if (s.flashAttention)
            effects << Effect{Text::tr("attention ran without FlashAttention (eager attention keeps the score matrix)"),
                              [](MemoryOptions &, Scenario &x) { x.flashAttention = false; }};
        if (s.isAdapter())
            effects << Effect{Text::tr("LoRA dropout is on (each adapted input keeps a dropped copy)"),
                              [](MemoryOptions &o, Scenario &) { o.stack.loraDropout = true; }};
        if (s.method == Method::Qlora)
            effects << Effect{Text::tr("bitsandbytes 0.43.1 or older keeps every 4-bit layer's input for backward"),
                              [](MemoryOptions &o, Scenario &) { o.stack.bnbSavesInput = true; }}
                    << Effect{Text::tr("the model was not prepared with PEFT's prepare_model_for_kbit_training (no fp32 casts)"),
                              [](MemoryOptions &o, Scenario &) { o.stack.kbitUpcast = false; }}
                    << Effect{Text::tr("NF4 without double quantisation (bnb_4bit_use_double_quant=False, the transformers default)"),
                              [](MemoryOptions &o, Scenario &) { o.stack.doubleQuant = false; }};
        if (s.gpus > 1 && s.zero == 0)
            effects << Effect{Text::tr("DDP with gradient_as_bucket_view=True (no second copy of the gradients)"),
                              [](MemoryOptions &o, Scenario &) { o.stack.ddpBucketView = true; }};
    } else {
        effects << Effect{Text::tr("the KV cache is a tuple cache that keeps the previous step's copy (older transformers, remote code)"),
                          [](MemoryOptions &o, Scenario &) { o.stack.legacyKvCache = true; }}
                << Effect{Text::tr("generation computed logits for every prompt token (transformers 4.44 or older)"),
                          [](MemoryOptions &o, Scenario &) { o.stack.fullPrefillLogits = true; }};
        if (s.prompt == 0 || s.prompt >= s.seq)
            effects << Effect{Text::tr("the prompt is short: most tokens were generated one at a time (set the prompt length)"),
                              [](MemoryOptions &, Scenario &x) { x.prompt = std::max(1, x.seq / 16); }};
    }

    for (const Effect &e : std::as_const(effects)) {
        MemoryOptions o = base;
        Scenario x = s;
        e.apply(o, x);
        const double delta = expectedReading(estimateMemory(x, x.gpus, o), tool) - g.expectedBytes;
        // A candidate moves the reading the same way as the gap, by a similar amount.
        if (std::abs(delta) < 1.0 * kMiB || (delta > 0) != (g.differenceBytes > 0))
            continue;
        const double ratio = delta / g.differenceBytes;
        if (ratio >= 0.33 && ratio <= 3.0)
            g.candidates.append({e.cause, delta});
    }
    std::sort(g.candidates.begin(), g.candidates.end(), [&g](const GapExplanation &x, const GapExplanation &y) {
        return std::abs(std::log(x.bytes / g.differenceBytes)) < std::abs(std::log(y.bytes / g.differenceBytes));
    });
    return g;
}

UserCorrection correctionFrom(const GapAnalysis &gap, const Scenario &s, const QString &date)
{
    UserCorrection c;
    c.share = gap.share;
    c.basis = Text::tr("%1 GiB measured with %2 on %3 for %4 (estimate %5 GiB)")
                  .arg(formatGiB(gap.measuredBytes), readingName(gap.tool), date, summary(s), formatGiB(gap.expectedBytes));
    return c;
}

} // namespace ga
