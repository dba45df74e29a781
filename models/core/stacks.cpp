#include "core/stacks.h"

#include <QCoreApplication>

namespace ga {

namespace {

// Translation context of the profiles' texts (lupdate reads QT_TRANSLATE_NOOP's context).
constexpr char kContext[] = "ga::Stacks";

// LitGPT's own loss and LoRA, and QLoRA through Lightning's bitsandbytes precision plugin.
QList<const char *> litgptChanges()
{
    return {QT_TRANSLATE_NOOP("ga::Stacks", "Chunked cross-entropy on 16-bit logit chunks with no fp32 upcast: 4 B per logit."),
            QT_TRANSLATE_NOOP("ga::Stacks", "LoRA dropout 0.05 (its finetune/lora.py default): each adapted input keeps a dropped copy."),
            QT_TRANSLATE_NOOP("ga::Stacks",
                              "QLoRA through Lightning's BitsandbytesPrecision: every Linear is quantised, the output layer too, and "
                              "nothing is cast to fp32."),
            QT_TRANSLATE_NOOP("ga::Stacks",
                              "QLoRA: NF4 without double quantisation (quantize: bnb.nf4, as its QLoRA configs set it), quantised "
                              "from fp16 while computing in bf16, so each dequantised matrix is held in both."),
            QT_TRANSLATE_NOOP("ga::Stacks",
                              "Its own output layer: where the checkpoint ties it to the embedding (Gemma, Llama 3.2, Qwen2.5 up "
                              "to 3B), the embedding is copied into a second vocabulary × hidden matrix."),
            QT_TRANSLATE_NOOP("ga::Stacks",
                              "On several GPUs, FSDP wraps each block only (FSDPStrategy(auto_wrap_policy={Block})): the embedding "
                              "and the output layer stay gathered in the root unit through the step, with a whole gradient when "
                              "trained.")};
}

void litgpt(SoftwareStack &k)
{
    k.lossBytesPerLogit = 4;
    k.loraDropout = true;
    k.kbitUpcast = false;
    k.quantisedLmHead = true;
    k.doubleQuant = false;
    k.quantFromFp16 = true;
    k.untiedOutputLayer = true;
    k.fsdpRootUnit = true;
}

// Each profile reads the framework's code at the version named; the default stack's switches
// (SoftwareStack's own defaults) describe the Hugging Face Trainer with PEFT.
// LitGPT (both versions) pads every fine-tuning batch and offers no packing.
constexpr const char *kLitgptPads =
    QT_TRANSLATE_NOOP("ga::Stacks",
                      "its fine-tuning pads each batch to its longest sample (litgpt/data/base.py get_sft_collate_fn; "
                      "Lightning-AI/litgpt 31e5fca, 2026-03-25) and has no option to pack");

const QList<StackProfile> &profiles()
{
    static const QList<StackProfile> table{
        {Stack::HfTrainer,
         "transformers 4.46 or newer, PEFT 0.20 (2026-07)",
         "use_liger_kernel=True (TrainingArguments)",
         {},
         "huggingface/transformers src/transformers/loss/loss_utils.py ForCausalLMLoss (logits = logits.float()); "
         "huggingface/peft v0.20.0 (2026-07-28) src/peft/tuners/lora/config.py (lora_dropout default 0.0), "
         "src/peft/utils/other.py prepare_model_for_kbit_training (casts every non-4-bit parameter to fp32)",
         [](SoftwareStack &, const Scenario &) {},
         {.setting = "DataCollatorWithFlattening (padding-free)",
          .rows = PackedRows::Flattened,
          .mask = PackedMask::Bool,
          .source =
              "huggingface/transformers docs/source/en/padding_free.md (padding-free relies on FlashAttention's variable-length path; "
              "position_ids alone tell the samples apart for a batch of one), src/transformers/masking_utils.py "
              "(find_packed_sequence_indices, sdpa_mask: a bool (b, 1, q, kv) mask)"}},
        {Stack::LlamaFactory,
         "0.9.5 (2026-05-30)",
         "enable_liger_kernel: true",
         {QT_TRANSLATE_NOOP("ga::Stacks",
                            "QLoRA: no PEFT prepare_model_for_kbit_training; only the LoRA weights are cast to fp32 (the layer "
                            "norms too only with upcast_layernorm, off by default), so the residual stream stays 16-bit.")},
         "hiyouga/LLaMA-Factory v0.9.5 (7af9095, 2026-05-30): src/llamafactory/model/adapter.py init_adapter (trainable "
         "parameters to fp32), src/llamafactory/model/model_utils/checkpointing.py prepare_model_for_training, "
         "src/llamafactory/hparams/finetuning_args.py (lora_dropout 0.0), model_args.py (double_quantization True, "
         "upcast_layernorm False, disable_gradient_checkpointing False)",
         [](SoftwareStack &k, const Scenario &) { k.kbitUpcast = false; },
         {.setting = "neat_packing: true",
          .rows = PackedRows::Padded,
          .mask = PackedMask::ComputeDtype,
          .padMultiple = 8,
          .flashBatchOne = true,
          .source = "hiyouga/LLaMA-Factory ff6d4d1 (2026-08-18): src/llamafactory/hparams/data_args.py (packing, neat_packing), "
                    "hparams/parser.py (packing on for stage pt, block_diag_attn = neat_packing), data/processor/supervised.py (packs "
                    "padded to cutoff_len), data/collator.py (prepare_4d_attention_mask in the compute dtype without FlashAttention-2; "
                    "\"bsz should be 1 for neat packing\" with it), train/sft/workflow.py (pad_to_multiple_of 8)"}},
        {Stack::Unsloth,
         "2026.8.19 (unsloth_zoo 2026.8.13)",
         nullptr,
         {QT_TRANSLATE_NOOP("ga::Stacks",
                            "Gradient checkpointing \"unsloth\" (its default, from 512 tokens): every layer's input but the last "
                            "waits in pinned host RAM and comes back for its backward."),
          QT_TRANSLATE_NOOP("ga::Stacks",
                            "Fused loss: the output layer and the loss run in chunks of at most 4 GiB of fp32 logits; "
                            "the logits are never held whole."),
          QT_TRANSLATE_NOOP("ga::Stacks",
                            "QLoRA: Unsloth's own preparation casts only the LoRA weights to fp32; the frozen norms, "
                            "embeddings and output layer stay 16-bit."),
          QT_TRANSLATE_NOOP("ga::Stacks",
                            "4-bit MoE: its bnb-4bit checkpoints quantise fused experts too (gpt-oss-20b loads in 12.8 GB on a T4).")},
         "unslothai/unsloth 015bdef (2026-08-22) unsloth/models/_utils.py apply_unsloth_gradient_checkpointing, "
         "unsloth/models/llama.py get_peft_model (use_gradient_checkpointing=\"unsloth\", lora_dropout 0.0) and CausalLM "
         "forward (unsloth_fused_ce_loss unless UNSLOTH_RETURN_LOGITS=1); unslothai/unsloth-zoo ce232d6 (2026-08-20) "
         "unsloth_zoo/gradient_checkpointing.py UnslothCheckpointFunction, unsloth_zoo/fused_losses/cross_entropy_loss.py, "
         "unsloth_zoo/training_utils.py prepare_model_for_training; unslothai/notebooks nb/gpt-oss-(20B)-Fine-tuning.ipynb @ "
         "0ba9a7ce (2025-08-13): \"12.811 GB of memory reserved\" after loading gpt-oss-20b in 4-bit",
         [](SoftwareStack &k, const Scenario &) {
             k.offloadedCheckpoints = true;
             k.fusedLoss = FusedLoss::Unsloth;
             k.kbitUpcast = false;
             k.quantisesFusedExperts = true;
         },
         {.setting = "SFTConfig(packing=True)",
          .rows = PackedRows::Flattened,
          .mask = PackedMask::ComputeDtype,
          .source = "unslothai/unsloth 015bdef (2026-08-22): unsloth/trainer.py configure_sample_packing (packing and padding-free), "
                    "unsloth/utils/attention_dispatch.py (FlashAttention's variable-length kernel, then xformers, then SDPA with a "
                    "(1, 1, T, T) mask in the query's dtype)"}},
        {Stack::MsSwift,
         "4.5.2 (2026-08-16); the same in 2.x of 2024",
         "--use_liger_kernel true",
         {QT_TRANSLATE_NOOP("ga::Stacks", "LoRA dropout 0.05 (ms-swift's default): each adapted input keeps a dropped copy and its mask."),
          QT_TRANSLATE_NOOP("ga::Stacks", "QLoRA: no PEFT prepare_model_for_kbit_training, so the residual stream stays 16-bit."),
          QT_TRANSLATE_NOOP("ga::Stacks",
                            "Expert parallelism (Megatron-SWIFT): Megatron's cross-entropy, 6 B per logit; LoRA adapters in the "
                            "model's dtype with their fp32 copy in the optimizer, one per routed expert on the expert's GPU.")},
         "modelscope/ms-swift 3602360 (2026-08-22) swift/arguments/tuner_args.py (lora_dropout: float = 0.05); "
         "cdb169b (2024-07-24) swift/llm/utils/argument.py (lora_dropout_p: float = 0.05); neither calls "
         "prepare_model_for_kbit_training",
         [](SoftwareStack &k, const Scenario &s) {
             k.loraDropout = true;
             k.kbitUpcast = false;
             // Megatron's vocab-parallel cross-entropy (fused or not) upcasts the 16-bit logits once
             // and computes the softmax and its gradient in place in that fp32 copy, cast back to
             // 16-bit for the output layer: 6 B per logit at either peak (NVIDIA/Megatron-LM d98e8a6,
             // 2026-08-22, megatron/core/tensor_parallel/cross_entropy.py, fusions/fused_cross_entropy.py).
             if (s.trainsExpertParallel())
                 k.lossBytesPerLogit = 6;
         },
         {.setting = "--packing true",
          .rows = PackedRows::Flattened,
          .needsFlash = true,
          .source = "modelscope/ms-swift 3602360 (2026-08-22): swift/arguments/base_args/base_args.py (packing, packing_length = "
                    "max_length), swift/arguments/sft_args.py _check_padding_free (packing and padding_free need attn_impl flash_attn)"},
         // Megatron-SWIFT, ms-swift's Megatron-Core launcher, is the one named framework that places
         // whole experts on each GPU for training (the others shard them with ZeRO-3 or FSDP).
         {.launcher = "megatron sft",
          .flag = "--expert_model_parallel_size %1",
          .source = "modelscope/ms-swift 3602360 (2026-08-22) docs/source_en/Megatron-SWIFT/Command-line-parameters.md "
                    "(expert_model_parallel_size; use_distributed_optimizer, i.e. ZeRO-1, default true); NVIDIA/Megatron-LM "
                    "1bcb3b9 (2026-06-15) megatron/training/theoretical_memory_usage.py (bf16 weights, fp32 main gradients, "
                    "12 bytes of fp32 master weights and Adam states per parameter, sharded over the data-parallel ranks by the "
                    "distributed optimizer; the routed experts divided over the expert-parallel ranks), d96d76c (2026-08-22) "
                    "megatron/training/arguments.py (bf16 accumulates and all-reduces gradients in fp32), fe1e8f8 (2026-08-19) "
                    "megatron/core/optimizer/__init__.py (Transformer Engine's or Apex's FusedAdam), d98e8a6 (2026-08-22) "
                    "megatron/core/tensor_parallel/cross_entropy.py (the loss's fp32 copy of the logits, softmax in place); "
                    "ms-swift b6af056 (2026-04-01) swift/megatron/tuners/lora.py (an adapter per routed expert, TEGroupedLinear)"}},
        {Stack::Axolotl,
         "0.18.0 (2026-07-17)",
         "plugins: [axolotl.integrations.liger.LigerPlugin], liger_fused_linear_cross_entropy: true",
         {QT_TRANSLATE_NOOP("ga::Stacks", "Fused AdamW by default (optimizer: adamw_torch_fused): no foreach step temporaries."),
          QT_TRANSLATE_NOOP("ga::Stacks",
                            "QLoRA under ZeRO-3: PEFT's prepare_model_for_kbit_training is skipped, so nothing is cast "
                            "to fp32 (it runs otherwise, as with the default stack).")},
         "axolotl-ai-cloud/axolotl v0.18.0 (2f5cb9d, 2026-07-17): src/axolotl/utils/schemas/training.py (optimizer default "
         "adamw_torch_fused), src/axolotl/utils/schemas/peft.py (lora_dropout 0.0), src/axolotl/loaders/model.py "
         "(prepare_model_for_kbit_training, skipped for QLoRA with FSDP and DeepSpeed ZeRO-3)",
         [](SoftwareStack &k, const Scenario &s) {
             k.foreachIntermediates = 0;
             if (s.zero == 3)
                 k.kbitUpcast = false;
         },
         {.setting = "sample_packing: true",
          .rows = PackedRows::Padded,
          .mask = PackedMask::Bool,
          .padMultiple = 64,
          .source = "axolotl-ai-cloud/axolotl 067b021 (2026-07-24): src/axolotl/utils/schemas/validation.py (sample_packing turns "
                    "pad_to_sequence_len on), src/axolotl/core/builders/causal.py (without a variable-length attention, "
                    "micro_batch_size rows of sequence_len, padded to a multiple of 64), the attention mask dropped for position_ids "
                    "(transformers' sdpa_mask)"}},
        {Stack::Torchtune,
         "0.6.1 (2025-04-07, its last release; no longer maintained)",
         nullptr,
         {QT_TRANSLATE_NOOP("ga::Stacks",
                            "Chunked loss (CEWithChunkedOutputLoss, 8 chunks): the 16-bit logits are held whole and upcast one "
                            "chunk at a time; with the saved fp32 log-softmax, 6 B per logit instead of 12."),
          QT_TRANSLATE_NOOP("ga::Stacks", "Fused AdamW (optimizer fused: True in its recipes): no foreach step temporaries."),
          QT_TRANSLATE_NOOP("ga::Stacks", "QLoRA: torchao NF4 weights with no fp32 casts of the other parameters.")},
         "pytorch/torchtune v0.6.1 (a6290a5, 2025-04-07): torchtune/modules/loss/ce_chunked_output_loss.py "
         "(num_output_chunks 8, F.cross_entropy(logits.float())), recipes/configs/llama3_1/8B_lora_single_device.yaml "
         "(fused: True, lora_dropout 0.0), torchtune/modules/peft/lora.py (to_nf4)",
         [](SoftwareStack &k, const Scenario &) {
             k.lossBytesPerLogit = 6;
             k.foreachIntermediates = 0;
             k.kbitUpcast = false;
         },
         {.setting = "packed: True (dataset)",
          .rows = PackedRows::Padded,
          .source = "pytorch/torchtune v0.6.1: torchtune/datasets/_packed.py (PackedDataset, packs padded to max_seq_len), "
                    "torchtune/modules/attention_utils.py packed_block_causal_mask (a FlexAttention BlockMask from sm_75, nothing s × s)"}},
        {Stack::Litgpt,
         "0.5.13 (2026-06-29)",
         nullptr,
         litgptChanges(),
         "Lightning-AI/litgpt v0.5.13 (2685705, 2026-06-29): litgpt/model.py (lm_head_chunk_size 128; GPT.lm_head its own "
         "nn.Linear), litgpt/scripts/convert_hf_checkpoint.py (a missing lm_head.weight is copied from transformer.wte.weight), "
         "litgpt/utils.py chunked_cross_entropy (chunks of 128, no fp32 upcast), litgpt/finetune/lora.py (lora_dropout 0.05; "
         "on several devices FSDPStrategy(auto_wrap_policy={Block})), config_hub/finetune/*/qlora.yaml (quantize: bnb.nf4), pyproject.toml (bitsandbytes 0.45.2 or newer); "
         "Lightning-AI/pytorch-lightning src/lightning/fabric/plugins/precision/bitsandbytes.py (d9ff9f3b) _Linear4bit.quantize "
         "(weight.to(dtype=torch.half) before quantize_4bit)",
         [](SoftwareStack &k, const Scenario &) { litgpt(k); },
         {.absent = kLitgptPads}},
        {Stack::LitgptLegacy,
         "0.5.4 and older (to 2024-12)",
         nullptr,
         litgptChanges() +
             QList<const char *>{
                 QT_TRANSLATE_NOOP("ga::Stacks",
                                   "bitsandbytes 0.42.0 (pinned until 2024-12-28): each 4-bit layer keeps its input for backward, "
                                   "on its autograd context, where backward does not free it."),
                 QT_TRANSLATE_NOOP("ga::Stacks",
                                   "The training loop holds the last step's logits until the next forward returns, and so that "
                                   "step's 4-bit layer inputs: two steps' worth at the peak.")},
         "Lightning-AI/litgpt pyproject.toml before d2ed13c3 (2024-12-28, \"Bump PyTorch, PyTorch-Lightning and BnB versions\"): "
         "bitsandbytes==0.42.0; bitsandbytes 0.42.0 bitsandbytes/autograd/_functions.py MatMul4Bit (ctx.tensors = (A, B)), "
         "PR #1270 (fixed in 0.43.2); Lightning-AI/litgpt v0.5.4 (e63099c4, 2024-12-23) litgpt/finetune/lora.py fit() "
         "(logits = model(...) each iteration, loss rebound to a float at every log_interval); the switches it shares with litgpt "
         "are read from the same files at v0.5.4",
         [](SoftwareStack &k, const Scenario &) {
             litgpt(k);
             k.bnbSavesInput = true;
             k.previousStepHeld = true;
         },
         {.absent = kLitgptPads}},
        {Stack::Trl,
         "1.9.0 (2026-07-21)",
         "use_liger_kernel=True (SFTConfig; the loss is then Liger's)",
         {QT_TRANSLATE_NOOP("ga::Stacks",
                            "Chunked loss (loss_type chunked_nll, the default from 1.7): the output layer and the loss run "
                            "256 tokens at a time in fp32, checkpointed; the logits are never held whole."),
          QT_TRANSLATE_NOOP("ga::Stacks",
                            "QLoRA: SFTTrainer calls no prepare_model_for_kbit_training (since 0.26), so nothing is cast "
                            "to fp32.")},
         "huggingface/trl v1.9.0 (35def3e, 2026-07-21): trl/trainer/sft_config.py (loss_type chunked_nll unless "
         "use_liger_kernel, gradient_checkpointing True), trl/trainer/sft_trainer.py (_CHUNKED_LM_HEAD_CHUNK_SIZE 256, "
         "h.float() @ w.float().t(), torch.utils.checkpoint per chunk)",
         [](SoftwareStack &k, const Scenario &) {
             k.fusedLoss = FusedLoss::TrlChunked;
             k.kbitUpcast = false;
         },
         {.setting = "SFTConfig(packing=True)",
          .rows = PackedRows::Flattened,
          .mask = PackedMask::Bool,
          .source = "huggingface/trl v1.9.0 (35def3e, 2026-07-21): trl/trainer/sft_config.py (packing, packing_strategy \"bfd\"), "
                    "trl/trainer/sft_trainer.py (bfd packing turns padding_free on: the batch as one row told apart by position_ids), "
                    "trl/data_utils.py pack_dataset"}},
        {Stack::FsdpQlora,
         "train.py of 2024-03 to 2024-06",
         nullptr,
         {QT_TRANSLATE_NOOP("ga::Stacks", "QLoRA without PEFT's fp32 casts: the model is built in pure bf16."),
          QT_TRANSLATE_NOOP("ga::Stacks", "LoRA dropout 0.1 (its default): each adapted input keeps a dropped copy and its mask."),
          QT_TRANSLATE_NOOP("ga::Stacks",
                            "FSDP wraps the decoder layers and the LoRA layers only: the embedding and the output layer stay "
                            "gathered in the root unit through the step.")},
         "AnswerDotAI/fsdp_qlora train.py @ 50efa1e (2024-03-26) and 05ed9f2 (2024-06-13): lora_dropout 0.1, precision bf16, "
         "bnb Linear4bit with quant_storage bf16, no prepare_model_for_kbit_training, get_wrapping_policy (decoder layers, "
         "attention, MLP and trainable LoRA layers)",
         [](SoftwareStack &k, const Scenario &) {
             k.kbitUpcast = false;
             k.loraDropout = true;
             k.fsdpRootUnit = true;
         },
         {.absent = QT_TRANSLATE_NOOP("ga::Stacks",
                                      "its train.py pads each batch to its longest sample (get_dataloader's collate_fn, pad_sequence; "
                                      "AnswerDotAI/fsdp_qlora 05ed9f2, 2024-06-13) and has no option to pack")}},
        {Stack::Deepspeed,
         "0.19.5 (2026-08-09)",
         nullptr,
         {QT_TRANSLATE_NOOP("ga::Stacks",
                            "ZeRO buckets at DeepSpeed's own defaults (reduce_bucket_size 500,000,000 elements) rather than "
                            "Hugging Face's \"auto\" (hidden²)."),
          QT_TRANSLATE_NOOP("ga::Stacks", "FusedAdam for an Adam or AdamW optimizer block: no foreach step temporaries.")},
         "deepspeedai/DeepSpeed v0.19.5 (cf44300, 2026-08-09): deepspeed/runtime/zero/config.py (reduce_bucket_size "
         "5e8), deepspeed/runtime/engine.py (FusedAdam for Adam and AdamW)",
         [](SoftwareStack &k, const Scenario &) {
             k.zeroBucketElements = 5.0e8;
             k.foreachIntermediates = 0;
         },
         {.absent = QT_TRANSLATE_NOOP("ga::Stacks",
                                      "DeepSpeed trains on the batches the training script's own DataLoader gives it: packing, if "
                                      "any, is that script's, so choose the framework whose switch it uses")}},
    };
    return table;
}

} // namespace

QStringList StackProfile::changeTexts() const
{
    QStringList out;
    for (const char *c : changes)
        out << QCoreApplication::translate(kContext, c);
    return out;
}

QString ExpertParallelProfile::command(const QString &gpus) const
{
    return QStringLiteral("%1 %2").arg(QString::fromUtf8(launcher), QString::fromUtf8(flag).arg(gpus));
}

QString StackProfile::sourceText() const
{
    QString text = QString::fromUtf8(source);
    if (packing.source)
        text += QStringLiteral("; packing: ") + QString::fromUtf8(packing.source);
    if (expertParallel.source)
        text += QStringLiteral("; expert parallelism: ") + QString::fromUtf8(expertParallel.source);
    return text;
}

const QList<StackProfile> &stackProfiles()
{
    return profiles();
}

const StackProfile &stackProfile(Stack s)
{
    for (const StackProfile &p : profiles())
        if (p.stack == s)
            return p;
    return profiles().constFirst();
}

std::optional<PackingProfile> packingFor(const Scenario &s)
{
    if (!s.isTraining() || !s.packing)
        return std::nullopt;
    PackingProfile p = stackProfile(s.stack).packing;
    if (!p.offered())
        return std::nullopt;
    if (s.method == Method::Pretrain) {
        p.mask = PackedMask::None;
        p.flashBatchOne = false;
    }
    return p;
}

SoftwareStack softwareStackFor(const Scenario &s, const SoftwareStack &base)
{
    SoftwareStack k = base;
    if (!s.isTraining())
        return k;
    const StackProfile &p = stackProfile(s.stack);
    p.apply(k, s);
    if (s.liger && p.offersLiger())
        k.fusedLoss = FusedLoss::Liger;
    return k;
}

} // namespace ga
