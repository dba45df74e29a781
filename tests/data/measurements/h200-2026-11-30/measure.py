# Peak GPU memory of small Llama-shaped jobs built from config (no download), for comparison with
# gpu-advisor estimate --config <cfg> ... Writes one JSON object per case to stdout.
import json, os, sys, time, gc
import torch
out_dir = sys.argv[1]
res = {"torch": torch.__version__, "cuda": torch.version.cuda, "device": torch.cuda.get_device_name(0), "cases": []}
try:
    import transformers
    from transformers import LlamaConfig, LlamaForCausalLM
    res["transformers"] = transformers.__version__
except Exception as e:
    res["error"] = "no transformers: %r" % e
    print(json.dumps(res)); sys.exit(0)
try:
    import peft
    res["peft"] = peft.__version__
except Exception:
    peft = None

def cfg(hidden, inter, layers, heads, kv, vocab=32000):
    return LlamaConfig(hidden_size=hidden, intermediate_size=inter, num_hidden_layers=layers, num_attention_heads=heads,
                       num_key_value_heads=kv, vocab_size=vocab, max_position_embeddings=4096, torch_dtype="bfloat16",
                       tie_word_embeddings=False)

def used():
    free, total = torch.cuda.mem_get_info()
    return (total - free) / 2**30

def run(name, c, method, batch, seq, ckpt=False, new_tokens=0, steps=3):
    gc.collect(); torch.cuda.empty_cache(); torch.cuda.reset_peak_memory_stats()
    path = os.path.join(out_dir, name + ".config.json")
    d = c.to_dict(); d["architectures"] = ["LlamaForCausalLM"]; d["model_type"] = "llama"
    json.dump(d, open(path, "w"), indent=1)
    base = used()
    t0 = time.time()
    torch.manual_seed(0)
    try:
        if method == "inference":
            model = LlamaForCausalLM(c).to(torch.bfloat16).cuda().eval()
            ids = torch.randint(0, c.vocab_size, (batch, seq - new_tokens), device="cuda")
            with torch.no_grad():
                model.generate(ids, max_new_tokens=new_tokens, min_new_tokens=new_tokens, do_sample=False, pad_token_id=0)
        else:
            model = LlamaForCausalLM(c).cuda()  # fp32 master weights, bf16 autocast (HF Trainer bf16=True)
            if method == "lora":
                model = model.to(torch.bfloat16)
                lc = peft.LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear")
                model = peft.get_peft_model(model, lc)
            if ckpt:
                model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
                if method == "lora":
                    model.enable_input_require_grads()
            model.config.use_cache = False
            opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-5)
            for _ in range(steps):
                ids = torch.randint(0, c.vocab_size, (batch, seq), device="cuda")
                with torch.autocast("cuda", dtype=torch.bfloat16):
                    loss = model(input_ids=ids, labels=ids).loss
                loss.backward(); opt.step(); opt.zero_grad(set_to_none=True)
        torch.cuda.synchronize()
        case = {"name": name, "method": method, "batch": batch, "seq": seq, "grad_checkpointing": ckpt, "new_tokens": new_tokens,
                "params": sum(p.numel() for p in model.parameters()),
                "max_allocated_gib": torch.cuda.max_memory_allocated() / 2**30,
                "max_reserved_gib": torch.cuda.max_memory_reserved() / 2**30,
                "device_used_gib": used(), "device_used_before_gib": base, "seconds": time.time() - t0}
    except Exception as e:
        case = {"name": name, "error": repr(e)[:400]}
    res["cases"].append(case)
    print(json.dumps(case), file=sys.stderr, flush=True)
    del model
    gc.collect(); torch.cuda.empty_cache()

small = cfg(2048, 5632, 16, 32, 8)
wide = cfg(4096, 11008, 8, 32, 32)
run("small-full-b4-s1024", small, "full", 4, 1024)
run("small-full-ckpt-b8-s2048", small, "full", 8, 2048, ckpt=True)
run("wide-full-ckpt-b2-s2048", wide, "full", 2, 2048, ckpt=True)
if peft:
    run("small-lora-b4-s2048", small, "lora", 4, 2048)
    run("small-lora-ckpt-b8-s2048", small, "lora", 8, 2048, ckpt=True)
run("small-infer-b8-p512-g256", small, "inference", 8, 768, new_tokens=256)
print(json.dumps(res, indent=1))
