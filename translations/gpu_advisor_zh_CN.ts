<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Advice</name>
    <message>
        <source>Frontier: Hopper, Blackwell, MI300X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A100 class: 40–80 GB HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>48 GB GDDR: L40S, L20, A40, A6000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 GB mainstream: A10, L4, RTX 4090</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy: V100, T4, Pascal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GiB usable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 over its %1 GPUs: %2 GiB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 and CPU offload: %1 GiB per GPU, %2 GiB host RAM.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Advisories</name>
    <message>
        <source>Seed article &quot;GPU云服务器租用一年多少钱？AI模型训练选型避坑指南&quot; (its rules of thumb, checked here against the numbers shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <comment>advisory severity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>advisory severity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <comment>advisory severity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard with ZeRO-3 (--zero 3) over more GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPUs or offload optimizer and parameters to CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the model with tensor parallelism over more GPUs or quantise the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or fine-tune with LoRA/QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 GiB per GPU: more than the largest GPU in the catalog. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget %1 GiB &gt; %2 usable %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory model (DESIGN.md §3); usable memory = nvidia-smi total of each GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom of %1% is under 20%: allocator fragmentation and the longest batch can still run out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headroom %1 &lt; 0.20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length %1 exceeds the model&apos;s trained context of %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq %1 &gt; max_position_embeddings %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers, width and vocabulary were inferred from the parameter count; activations and KV cache are approximate. Choose a preset or open the model&apos;s config.json for exact figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters → %2 layers × hidden %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama-2 proportions (hidden ≈ 128 × layers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading keeps %1 GiB per GPU in host RAM (%2 GiB for %3 GPUs); instances need that much RAM on top of the DataLoader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host RAM %1 GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ren et al. 2021, ZeRO-Offload: optimizer states (and with ZeRO-Infinity parameters) live in CPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading training data from NAS/NFS adds milliseconds per file (the seed article quotes 15–40 ms) and stalls the DataLoader; stage the dataset to local NVMe or read object storage through a local cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data source: NAS/NFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small-model training (&lt; 3B): the host should offer ≥ 8 vCPUs, ≥ 32 GiB RAM and a disk with ≥ 5,000 IOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning of a 3–20B model: CPU ≥ 2.8 GHz, ≥ 64 GiB RAM, local NVMe, ≥ 10 Gbps network and RDMA across nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters, full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training or full training at 100B+: 80 GB-class GPUs, RDMA between nodes and GPUDirect Storage for checkpoints and data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits only without the %1% headroom: %2 GiB needed, %3 GiB usable, %4 GiB with headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1 GiB ≤ usable %2 GiB &lt; budget %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB per GPU needed (with headroom), %2 offers %3 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget %1 GiB &gt; usable %2 GiB (%3 × %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory model (DESIGN.md §3); usable memory = nvidia-smi total (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no Tensor Cores: FP16/BF16 matrix math gets no acceleration (FP16 runs at a fraction of FP32 on Pascal), so mixed precision brings no speed-up; plan on FP32 at %2 TFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor cores: none; FP32 %1 TFLOPS; FP16 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA Pascal datasheets (P40/P4: INT8 and FP32 only; P100: packed FP16 on CUDA cores); %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no native BF16 (it arrived with Ampere): train in FP16 with loss scaling, or FP32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision bf16; %1 compute capability %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA Ampere architecture whitepaper (BF16 Tensor Cores from sm_80); PyTorch torch.cuda.is_bf16_supported().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s %2 memory: bandwidth-bound kernels (attention, norms, optimizer step) run several times slower than on HBM GPUs (A100 80GB: 2,039 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s %2 memory: token generation reads every weight per token, so decoding speed is bound by this bandwidth (A100 80GB: 2,039 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bandwidth %1 GB/s (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU datasheets; roofline model (Williams et al. 2009).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a consumer card: no ECC by default (bit flips in multi-day runs go unnoticed), no MIG, and NVIDIA&apos;s GeForce driver licence excludes data-centre deployment. Fine for short experiments, not for production fine-tuning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer: yes; ECC: %1; MIG: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GeForce software licence (&quot;No Datacenter Deployment&quot;); GPU datasheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute capability %1: PyTorch&apos;s CUDA 12.8 and 13.0 wheels start at Turing (sm_75); only the CUDA 12.6 wheels still run here, and newer libraries drop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sm_%1 &lt; sm_75</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytorch/pytorch#172352 (2026-01): CUDA 12.8.1 and 13.0 builds support Turing (7.5) and newer; 12.6.3 keeps Maxwell, Pascal, Volta.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention-2 needs Ampere or newer (sm_80+); on sm_%1 attention falls back to PyTorch&apos;s memory-efficient SDPA kernel, which keeps the memory estimate but is slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flash attention requested; sm_%1 &lt; sm_80</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dao-AILab/flash-attention README: FlashAttention-2 supports Ampere, Ada and Hopper GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitsandbytes 4-bit kernels need sm_60 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sm_%1 &lt; sm_60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitsandbytes build targets (bitsandbytes-foundation/bitsandbytes#1715).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs without NVLink: every step all-reduces %2 GiB of gradients over PCIe (~25 GB/s per x16 Gen4 link vs 600 GB/s NVLink on A100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs without NVLink: tensor-parallel all-reduces go over PCIe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink: no; %1 GPUs per instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 4.0 x16 = 32 GB/s per direction; NVLink figures from GPU datasheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe %1.0 x%2 per GPU: half the bandwidth of x16, so NCCL all-reduce across 4+ GPUs takes about twice as long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen%1 x%2 ≈ %3 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes without RDMA (InfiniBand/RoCE/EFA): gradient all-reduce crosses a %2 TCP network and multi-node scaling typically stays under 1.5×.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes; RDMA: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling this full fine-tune beyond one instance needs RDMA, which this instance does not offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vCPUs: too few DataLoader workers to keep the GPU fed (the seed&apos;s floor is 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPU %1 &lt; 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU at %1 GHz: the seed asks for ≥ 2.8 GHz for 7–13B full fine-tuning (tokenisation, ZeRO CPU work).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 GHz &lt; 2.8 GHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB RAM is under the %2 GiB this workload needs for DataLoader workers, pinned buffers and loading checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM %1 GiB &lt; %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloaded states need %1 GiB of host RAM on this instance, but it has %2 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs × %2 GiB offloaded &gt; 90% of %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ren et al. 2021, ZeRO-Offload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No local NVMe and cloud disks top out at %1 IOPS: below the 5,000 random-read IOPS the seed sets for training data and checkpoint writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local NVMe: none; best disk %1 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No local NVMe: checkpoints of %1 GB go to network disks; the seed recommends local NVMe for full fine-tuning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local NVMe: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100B+ training reads data and writes %1 GB checkpoints; without GPUDirect Storage every byte passes through CPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUDirect Storage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gbps network: streaming a dataset from object storage needs about 8–10 Gbps to keep GPUs busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network %1 Gbps &lt; 8 Gbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk, egress and object storage are %1% of the yearly total, over the 35% the seed warns about: review data volumes and the disk class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden %1 of %2 per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some prices for this instance are estimates, not published figures: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>see the provider&apos;s price components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated: yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no price for: %1; the yearly total leaves them out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 price is published for this instance; pay-as-you-go is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billing %1 → on-demand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::AdvisoriesModel</name>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Evidence: %2
Source: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Applies to the job on any instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Applies to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <comment>advisory code</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::AdvisoriesPanel</name>
    <message>
        <source>Select an advisory to see why it was raised and where the rule comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing holds this job back here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the job (select an instance for its own advisories):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the job and &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::BreakdownModel</name>
    <message>
        <source>Component</source>
        <comment>memory table header</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <comment>memory table header</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <comment>memory table header</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <comment>memory table header</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Catalog</name>
    <message>
        <source>a catalog must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only schema 1 is understood, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither &quot;gpus&quot;, &quot;provider&quot; nor &quot;providers&quot;: not a GPU Advisor catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate GPU id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of provider documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs source and as_of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated without a basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TFLOPS figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-Core FP16 should exceed plain FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs default (&quot;*&quot;) price components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency differs from the provider&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly above 744 pay-as-you-go hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a lowercase id without spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;nvidia&quot; or &quot;amd&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and 1024 GB, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB is implausible for a %2 GB card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and 50,000 GB/s, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be given when bf16 is true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS is implausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one of fp32/fp16/bf16 TFLOPS is needed for run times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an estimated price must say its basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object with on_demand_hourly, monthly, yearly, spot_hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 64 GPUs in one instance is implausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 2048, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 65536 GiB, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gbps is implausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one price is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour is implausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per month is implausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per year is implausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object with id, name, currency, source and as_of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an ISO 4217 code such as CNY or USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a lowercase id without &apos;:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate instance %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CatalogImport</name>
    <message>
        <source>&quot;%1&quot; is not a number between 0 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 appears on line %3 with %4 × %5 and here with %6 × %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SkyPilot vms.csv needs a &quot;%1&quot; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 cells, the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number of GPUs, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: GCP %2 × %3 attaches to general-purpose hosts; pair it by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: no %2 host row in zone %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither Price nor SpotPrice is given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: skipped unknown GPU &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot; (no GPU Advisor id for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SkyPilot catalog vms.csv (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: spot price above pay-as-you-go (kept as published)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuhunt CSV needs a &quot;%1&quot; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be True or False, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuhunt catalog CSV (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quote inside an unquoted cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted cell is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than 256 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a header but no data rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a GPU Advisor JSON catalog, SkyPilot vms.csv or gpuhunt CSV (unknown header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell which cloud %1 describes; give --provider (aws, gcp, azure, lambda, runpod...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU instances in the file (%1 rows skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prices in %2, but this CSV is in USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is new: no disk, egress or storage prices, so yearly totals cover the instances only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CatalogStore</name>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ComparePanel</name>
    <message>
        <source>Pin current scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the current scenario as a column (Ctrl+P); up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ComparisonModel</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget GiB (+headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances that fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its cost per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Cost</name>
    <message>
        <source>must be USD or CNY, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchange rate must be between 0.5 and 50 CNY per USD, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/month × 12%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/year%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/h × %3 h/day × %4 days%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (no %1 price published: pay-as-you-go)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 price in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2 × %3 %4/GB-month × 12%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk price not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/day × %2 days × %3 %4/GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>egress price not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 GB dataset + %2 × %3 GB checkpoints) × %4 %5/GB-month × 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object storage price not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GET/day × %2 days ÷ 10,000 × %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request price not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no published %2 TFLOPS figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 params × %3 tokens ÷ (%4 TFLOPS × %5 GPUs × MFU %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaplan et al. 2020 (C ≈ 6ND); model FLOPs utilisation as in Chowdhery et al. 2022 (PaLM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens ÷ batch %2 × max(memory %3 ms, compute %4 ms) per decode step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding reads all weights per step (Pope et al. 2022); utilisation applied to bandwidth and compute.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CostChartModel</name>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <comment>cost part</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud disk</source>
        <comment>cost part</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egress</source>
        <comment>cost part</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage</source>
        <comment>cost part</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <comment>cost part</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CostChartsPanel</name>
    <message>
        <source>Cost per year by part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One run: cost against time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 h, %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::InstancesModel</name>
    <message>
        <source>cheapest</source>
        <comment>pick</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best value</source>
        <comment>pick</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fastest</source>
        <comment>pick</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 of %3 fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, from %1 per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◐ with ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> est.</source>
        <comment>estimated price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 GiB per GPU with headroom; %2 offers %3 GiB (nvidia-smi total).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 GiB per GPU; %2 offers %3 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU at %1 GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Total %1 GiB + %2% headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance %1 — %2
Disk %3 — %4
Egress %5 — %6
Object storage %7 — %8
Requests %9 — %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Prices: %1 (as of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Estimated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage or traffic prices of this provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable memory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <comment>does the job fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick</source>
        <comment>recommendation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>count</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <comment>usable GPU memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need</source>
        <comment>GiB needed per GPU</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run h</source>
        <comment>hours of one training run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable memory per GPU as nvidia-smi reports it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory each GPU must offer: estimate + headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance + disk + egress + object storage + requests, per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours for one run: training FLOPs ÷ (dense TFLOPS × GPUs × MFU)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::InstancesPanel</name>
    <message>
        <source>All providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the checked providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region contains…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only one GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mode the prices use (part of the scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide instances whose GPUs cannot hold the job (Alt+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown · %2 fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::MainWindow</name>
    <message>
        <source>GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save scenario as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin for comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear &amp;comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the &amp;model picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the &amp;instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ettings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;How much GPU memory a training or inference job needs, which cloud instances fit it, what will hold it back and what it costs.&lt;/p&gt;&lt;p&gt;Catalog %2: %3 GPUs, %4 instances, %5 providers. Every price and specification carries its source and date; hover a number to see it.&lt;/p&gt;&lt;p&gt;Memory model: Korthikanti et al. 2022 (activations), Rajbhandari et al. 2020 (ZeRO), Dettmers et al. 2023 (QLoRA), calibrated against published measurements (docs/accuracy.md).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog %1 · %2 instances · %3 providers · prices in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four scenarios are pinned already: remove one to pin another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GiB): fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GiB): needs %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogs (*.json *.csv);;GPU Advisor JSON (*.json);;SkyPilot vms.csv or gpuhunt CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n instance(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Memory</name>
    <message>
        <source>Weights</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits (loss)</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context &amp; allocator</source>
        <comment>memory component</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per parameter of the storage dtype.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block params × %2 B (NF4 + double-quantised constants) + %3 embedding/norm params × 2 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dettmers et al. 2023, QLoRA §2: NF4 with double quantisation = 4.127 bit/param; bitsandbytes keeps embeddings and lm_head in 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block params × %2 + %3 embedding/norm params × 2 B (kept 16-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight-only quantisation (GPTQ/AWQ int4 with a fp16 scale and 4-bit zero per 128 weights; LLM.int8; FP8) quantises the block matrices; embeddings and lm_head stay 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 params × %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → offloaded to host; 2 gathered layers on the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of parameters per GPU live in host RAM (ZeRO-Infinity).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (ZeRO-3) + 2 gathered layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 partitions parameters over the data-parallel GPUs (Rajbhandari et al. 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (tensor parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallelism splits every weight matrix over the GPUs (Shoeybi et al. 2019, Megatron-LM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §3: mixed-precision Adam keeps 2 (fp16 weights) + 2 (fp16 gradients) + 12 (fp32 master, momentum, variance) bytes per parameter; stage 1 partitions optimizer states, stage 2 also gradients, stage 3 also parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r=%1 × (d_in + d_out) on %2, %3 layers = %4 params × %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hu et al. 2021, LoRA: r × (d_in + d_out) parameters per adapted matrix; PEFT stores adapters in fp32 under mixed precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no adapters for this method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference: no gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference: no optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trainable params × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of gradients per GPU are offloaded to host RAM (ZeRO-Offload).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → offloaded to host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (ZeRO-%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW momentum + variance 2 × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit AdamW momentum + variance 2 × 1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dettmers et al. 2022, 8-bit Optimizers via Block-wise Quantization: 2 B/param.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged states can be evicted to host RAM under memory pressure; counted in full here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD momentum %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor factored second moment (rows + columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shazeer &amp; Stern 2018, Adafactor: O(n + m) state per n × m matrix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 params × (fp32 master 4 B + %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 params × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of optimizer states per GPU live in host RAM (ZeRO-Offload, Ren et al. 2021).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpointed: %1 layers × %2 (layer input) + one layer recomputed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × %2 per layer (b=%3, s=%4, h=%5, %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, §4.1: s·b·h·(34 + 5·a·s/h) bytes per layer at 16-bit, re-derived term by term for SwiGLU (4·i per token), grouped-query K/V and no dropout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention keeps no s² score matrix (Dao et al. 2022).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention keeps the a·s² softmax scores per layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing keeps each layer&apos;s input and recomputes one layer in backward (Chen et al. 2016).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape inferred from the parameter count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefill working set of one layer: b=%1 × s=%2 × (h, Q/K/V, 3 × intermediate) × %3 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference keeps no activations across layers; the peak is one layer&apos;s temporaries during prefill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b=%1 × s=%2 × vocab %3 × %4 (logits, fp32 upcast, log-softmax)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face transformers&apos; causal-LM loss upcasts the logits to fp32 and cross-entropy saves the fp32 log-softmax; with 128k-152k vocabularies this rivals the activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b=%1 × vocab %2 × 4 B (last position, fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation computes fp32 logits for the last position only (vLLM, transformers ≥ 4.45).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 × %1 layers × %2 KV heads × %3 head_dim × s=%4 × b=%5 × %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and values of every layer for every cached token (Pope et al. 2022; vLLM PagedAttention).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training: no KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context and cuBLAS workspace %1 + allocator fragmentation %2% of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context with lazy module loading (CUDA ≥ 11.7); 1,343 MB with eager loading on a V100 (Hugging Face, Model training anatomy). PyTorch&apos;s caching allocator reserves a few per cent more than it allocates.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::MemoryPanel</name>
    <message>
        <source>GPU memory each GPU must offer: the estimate plus the headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%.0f GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GiB = %2 + %3% headroom, per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 trainable parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 GiB host RAM per GPU for offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single GPU in the catalog has that much memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest GPU that fits: %1 · %2 of %3 instances fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ModelSpec</name>
    <message>
        <source>missing (required for model_type %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; supported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only 1 (every layer sparse) is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed dense and sparse layers are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; supported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attention heads are not a multiple of %2 key/value heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be derived (hidden_size / num_attention_heads is 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and the number of experts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sizes give more than 100 trillion parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than 16 MiB; not a config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter count (use e.g. 7B, 7.6e9, 350M, 1.5T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is under one million parameters; write 350M for 350 million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is over 100 trillion parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-parameter model (shape inferred)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inferred from the parameter count with Llama-2 proportions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>architecture must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;gated&quot; or &quot;plain&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;rms&quot; or &quot;layer&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide num_attention_heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and num_local_experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive integer or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty lowercase id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Scenario</name>
    <message>
        <source>Full</source>
        <comment>training method: all weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <comment>training method</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <comment>training method</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <comment>method</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <comment>precision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16</source>
        <comment>precision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <comment>precision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <comment>precision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT8 (8-bit weights)</source>
        <comment>precision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT4 (4-bit weights)</source>
        <comment>precision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW</source>
        <comment>optimizer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <comment>optimizer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <comment>optimizer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <comment>optimizer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor</source>
        <comment>optimizer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q, v</source>
        <comment>LoRA target matrices</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q, k, v, o</source>
        <comment>LoRA target matrices</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all linear layers</source>
        <comment>LoRA target matrices</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <comment>offload</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states to CPU</source>
        <comment>offload</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer and parameters to CPU</source>
        <comment>offload</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay-as-you-go</source>
        <comment>billing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <comment>billing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly subscription</source>
        <comment>billing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot / preemptible</source>
        <comment>billing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage (S3/OSS/COS)</source>
        <comment>data source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAS / NFS share</source>
        <comment>data source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local disk</source>
        <comment>data source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 65536, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 10,000,000 tokens, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage must be 0, 1, 2 or 3, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and 4 (0.2 = 20%), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 8192, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning trains in fp32, fp16 or bf16 (FP8 training keeps bf16 weights: choose bf16); %1 is for inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA keeps the base model in fp32, fp16, bf16 or int8; for a 4-bit base use --method qlora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for QLoRA the base is always NF4; --precision sets the compute dtype (fp32, fp16 or bf16), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO applies to training; inference splits the model over --gpus with tensor parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offload applies to training with ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloading the optimizer needs ZeRO stage 1, 2 or 3 (--zero)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloading parameters needs ZeRO stage 3 (--zero 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0 and at most 24, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0 and at most 366, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 0 and 10^15, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than 0 and at most 10000, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number between 0 and 10^12, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model FLOPs utilisation must be more than 0 and at most 1, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give only one of &quot;model&quot;, &quot;config&quot; and &quot;params&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a preset id (see `gpu-advisor models`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be the path of a config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario with &quot;config&quot; must carry its &quot;arch&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r=%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1 × %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ScenarioForm</name>
    <message>
        <source>Type to search the presets, or type a parameter count such as 7B or 350M (the shape is then inferred). Drop a config.json here to use its exact architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search models or type 7B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json…</source>
        <comment>open a Hugging Face config file</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Hugging Face config.json (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight and compute precision. For QLoRA the base is NF4 and this is the compute dtype.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 (mixed)</source>
        <comment>master weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (pure)</source>
        <comment>master weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision keeps an FP32 master copy of the weights in the optimizer (ZeRO paper: 2+2+12 B/param); pure low precision keeps optimizer states in the weight dtype.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch per GPU (sequences per forward pass).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tok</source>
        <comment>tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel GPUs for training; tensor-parallel GPUs for inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (DDP)</source>
        <comment>ZeRO stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (optimizer)</source>
        <comment>ZeRO stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 (+gradients)</source>
        <comment>ZeRO stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 (+parameters)</source>
        <comment>ZeRO stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety margin on top of the estimate; 20% is the usual rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention / memory-efficient attention keeps no s×s score matrix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Op&amp;timizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA &amp;rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Job&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage and billing assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h/day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B tok</source>
        <comment>billions of tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB/day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> /day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay-as-you-go and spot are charged per hour used; subscriptions for the whole period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the training data is read from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU hours used per day (pay-as-you-go and spot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days of use per year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens per epoch, in billions (run time and cost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes over the data per run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset kept in object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud disk attached to each instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud disk class; providers that do not offer it are priced with their default class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of one checkpoint; auto = the trained weights in 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints kept in object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internet egress: weights, logs, UI traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GETs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage GET requests per day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: 0.35–0.5 is typical for well-tuned training (PaLM paper).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset nor a parameter count (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model config (config.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 params · %2 layers · hidden %3 · heads %4/%5 KV · vocab %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · MoE %1 experts, top-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · shape inferred from the parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 — showing the last valid result.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> CNY per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used to compare CNY-priced clouds (Alibaba, Tencent) with USD-priced ones. Set today&apos;s rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show money in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies the next time GPU Advisor starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::cli</name>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per GPU for %1 (%2 parameters, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape inferred from --params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget (+%1% headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GiB = %2 + %3% headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host RAM for offloaded states: %1 GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: the architecture was inferred from the parameter count; give --model or --config for exact activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate the GPU memory a training or inference job needs, per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON (DESIGN.md §2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the model presets with their architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads/KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (MoE %1×, top-%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n preset(s). Use one with --model ID, or give --config config.json or --params 7B.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show money in USD or CNY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate, CNY per USD (default 7.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which instances fit the job, what holds each back, and what each costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the first N instances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this provider (repeatable): alibaba, tencent, aws, azure, gcp, lambda, runpod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--top: must be a whole number of at least 1, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--provider: unknown provider &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 instances fit (%3 per GPU with headroom); prices in %4, %5 billing, %6 h/day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (est.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisories for the job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a catalog: GPU Advisor JSON, SkyPilot vms.csv or gpuhunt CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud the CSV describes (default: from the file name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date of the prices (default: the file&apos;s date).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip rows whose GPU has no GPU Advisor id instead of failing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one FILE to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the import would make the catalog invalid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 (%2): %3 instances, %4 GPUs, %5 rows skipped; stored in %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog version, date, counts and sources. `catalog import FILE` adds a catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog %1 (newest figure %2): %3 GPUs, %4 instances from %5 providers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported catalogs in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory needed per GPU, component by component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instances that fit, their bottlenecks and yearly cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the model presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog version, counts, sources; `catalog import FILE`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-advisor [VERB] [OPTIONS]

Without a verb, the GUI starts. Verbs:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
`gpu-advisor VERB --help` lists a verb&apos;s options. Exit codes: 0 ok, 2 bad input, 3 file or network failure.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor: unknown verb &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training method or inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight/compute precision (QLoRA: compute dtype).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32 master copy (mixed precision, default) or none (pure low precision).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable gradient (activation) checkpointing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable gradient checkpointing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use FlashAttention / memory-efficient attention (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention that keeps the s x s scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank r.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrices that get LoRA adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs (data parallel; tensor parallel for inference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-Offload to host RAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety margin on top of the estimate (0.2 = 20%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mode for the annual cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where training data is read from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU hours used per day (pay-as-you-go, spot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days used per year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens per epoch (e.g. 2B, 5e8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs per training run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud disk per instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud disk class (provider&apos;s id, e.g. gp3, essd-pl1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint size (0 = derive from the model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints kept in object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internet egress per day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage GET requests per day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for run time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved scenario JSON used as the base; flags override it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset id (see `gpu-advisor models`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face config.json of the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter count, e.g. 7B, 7.6e9, 350M (shape inferred).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give only one model source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a preset id; `gpu-advisor models` lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contradict each other</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::json</name>
    <message>
        <source>invalid JSON at byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-empty string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an integer &gt;= 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number &gt;= 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
