<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>GPU Advisor</source>
        <translation>GPU Advisor</translation>
    </message>
</context>
<context>
    <name>ga::Advice</name>
    <message>
        <source>Frontier: Hopper, Blackwell, MI300X</source>
        <translation>旗舰级：Hopper、Blackwell、MI300X</translation>
    </message>
    <message>
        <source>A100 class: 40–80 GB HBM</source>
        <translation>A100 级：40–80 GB HBM</translation>
    </message>
    <message>
        <source>48 GB GDDR: L40S, L20, A40, A6000</source>
        <translation>48 GB GDDR：L40S、L20、A40、A6000</translation>
    </message>
    <message>
        <source>24 GB mainstream: A10, L4, RTX 4090</source>
        <translation>24 GB 主流级：A10、L4、RTX 4090</translation>
    </message>
    <message>
        <source>Legacy: V100, T4, Pascal</source>
        <translation>老一代：V100、T4、Pascal</translation>
    </message>
    <message>
        <source>%1 (%2 GiB usable)</source>
        <translation>%1（可用 %2 GiB）</translation>
    </message>
    <message>
        <source>cheapest per year</source>
        <comment>pick</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest run</source>
        <comment>pick</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fastest run</source>
        <comment>pick</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best value</source>
        <comment>pick</comment>
        <translation type="unfinished">性价比最高</translation>
    </message>
    <message>
        <source>Cheapest per year: the lowest yearly total (instance, disk, egress, object storage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest run: the lowest cost of one training run (or of generating the dataset&apos;s tokens), scaling losses included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest run: the fewest hours for one run, scaling losses included; ties go to the cheaper run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best value: delivered compute per money, i.e. dense TFLOPS × GPUs × utilisation × scaling efficiency, divided by the yearly total in thousands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen only among instances that fit as configured, have a price and carry no critical advisory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with ZeRO-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Advisories</name>
    <message>
        <source>Info</source>
        <comment>advisory severity</comment>
        <translation>提示</translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>advisory severity</comment>
        <translation>警告</translation>
    </message>
    <message>
        <source>Critical</source>
        <comment>advisory severity</comment>
        <translation>严重</translation>
    </message>
    <message>
        <source>Add GPUs or offload optimizer and parameters to CPU</source>
        <translation>增加 GPU，或将优化器状态和参数卸载到 CPU</translation>
    </message>
    <message>
        <source>Split the model with tensor parallelism over more GPUs or quantise the weights</source>
        <translation>用张量并行把模型拆分到更多 GPU 上，或对权重进行量化</translation>
    </message>
    <message>
        <source>, or fine-tune with LoRA/QLoRA</source>
        <translation>，或改用 LoRA/QLoRA 微调</translation>
    </message>
    <message>
        <source>budget %1 GiB &gt; %2 usable %3 GiB</source>
        <translation>显存预算 %1 GiB &gt; %2 可用 %3 GiB</translation>
    </message>
    <message>
        <source>Headroom of %1% is under 20%: allocator fragmentation and the longest batch can still run out of memory.</source>
        <translation>%1% 的余量低于 20%：分配器碎片和最长的批次仍可能导致显存不足。</translation>
    </message>
    <message>
        <source>Sequence length %1 exceeds the model&apos;s trained context of %2 tokens.</source>
        <translation>序列长度 %1 超过模型训练时的上下文长度（%2 个 token）。</translation>
    </message>
    <message>
        <source>The model&apos;s config.json.</source>
        <translation>模型的 config.json。</translation>
    </message>
    <message>
        <source>Layers, width and vocabulary were inferred from the parameter count; activations and KV cache are approximate. Choose a preset or open the model&apos;s config.json for exact figures.</source>
        <translation>层数、宽度和词表大小是根据参数量推算的；激活值和 KV 缓存为近似值。请选择预设或打开模型的 config.json 以获得准确数值。</translation>
    </message>
    <message>
        <source>%1 parameters → %2 layers × hidden %3</source>
        <translation>%1 参数 → %2 层 × hidden %3</translation>
    </message>
    <message>
        <source>Llama-2 proportions (hidden ≈ 128 × layers).</source>
        <translation>按 Llama-2 的比例（hidden ≈ 128 × 层数）。</translation>
    </message>
    <message>
        <source>Offloading keeps %1 GiB per GPU in host RAM (%2 GiB for %3 GPUs); instances need that much RAM on top of the DataLoader.</source>
        <translation>卸载后每块 GPU 有 %1 GiB 存放在主机内存中（%3 块 GPU 共 %2 GiB）；实例在 DataLoader 所需之外还需要这么多内存。</translation>
    </message>
    <message>
        <source>host RAM %1 GiB per GPU</source>
        <translation>主机内存：每块 GPU %1 GiB</translation>
    </message>
    <message>
        <source>Ren et al. 2021, ZeRO-Offload: optimizer states (and with ZeRO-Infinity parameters) live in CPU memory.</source>
        <translation>Ren et al. 2021，ZeRO-Offload：优化器状态（使用 ZeRO-Infinity 时还有参数）存放在 CPU 内存中。</translation>
    </message>
    <message>
        <source>data source: NAS/NFS</source>
        <translation>数据来源：NAS/NFS</translation>
    </message>
    <message>
        <source>Fits only without the %1% headroom: %2 GiB needed, %3 GiB usable, %4 GiB with headroom.</source>
        <translation>仅在不留 %1% 余量时放得下：需要 %2 GiB，可用 %3 GiB，含余量需 %4 GiB。</translation>
    </message>
    <message>
        <source>total %1 GiB ≤ usable %2 GiB &lt; budget %3 GiB</source>
        <translation>合计 %1 GiB ≤ 可用 %2 GiB &lt; 显存预算 %3 GiB</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB per GPU needed (with headroom), %2 offers %3 GiB.</source>
        <translation>放不下：每块 GPU 需要 %1 GiB（含余量），%2 仅提供 %3 GiB。</translation>
    </message>
    <message>
        <source>budget %1 GiB &gt; usable %2 GiB (%3 × %4)</source>
        <translation>显存预算 %1 GiB &gt; 可用 %2 GiB（%3 × %4）</translation>
    </message>
    <message>
        <source>tensor cores: none; FP32 %1 TFLOPS; FP16 %2</source>
        <translation>Tensor Core：无；FP32 %1 TFLOPS；FP16 %2</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>not usable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>NVIDIA Pascal datasheets (P40/P4: INT8 and FP32 only; P100: packed FP16 on CUDA cores); %1</source>
        <translation>NVIDIA Pascal 数据手册（P40/P4：仅 INT8 和 FP32；P100：在 CUDA 核心上运行打包 FP16）；%1</translation>
    </message>
    <message>
        <source>%1 has no native BF16 (it arrived with Ampere): train in FP16 with loss scaling, or FP32.</source>
        <translation>%1 不支持原生 BF16（Ampere 起才支持）：请用 FP16 加损失缩放训练，或使用 FP32。</translation>
    </message>
    <message>
        <source>NVIDIA Ampere architecture whitepaper (BF16 Tensor Cores from sm_80); PyTorch torch.cuda.is_bf16_supported().</source>
        <translation>NVIDIA Ampere 架构白皮书（BF16 Tensor Core 从 sm_80 开始）；PyTorch torch.cuda.is_bf16_supported()。</translation>
    </message>
    <message>
        <source>GPU datasheets; roofline model (Williams et al. 2009).</source>
        <translation>GPU 数据手册；Roofline 模型（Williams et al. 2009）。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Compute capability %1: PyTorch&apos;s CUDA 12.8 and 13.0 wheels start at Turing (sm_75); only the CUDA 12.6 wheels still run here, and newer libraries drop it.</source>
        <translation>计算能力 %1：PyTorch 的 CUDA 12.8 和 13.0 wheel 从 Turing（sm_75）起支持；只有 CUDA 12.6 的 wheel 仍可在此运行，较新的库也已不再支持。</translation>
    </message>
    <message>
        <source>sm_%1 &lt; sm_75</source>
        <translation>sm_%1 &lt; sm_75</translation>
    </message>
    <message>
        <source>pytorch/pytorch#172352 (2026-01): CUDA 12.8.1 and 13.0 builds support Turing (7.5) and newer; 12.6.3 keeps Maxwell, Pascal, Volta.</source>
        <translation>pytorch/pytorch#172352（2026-01）：CUDA 12.8.1 和 13.0 构建支持 Turing（7.5）及更新架构；12.6.3 仍保留 Maxwell、Pascal、Volta。</translation>
    </message>
    <message>
        <source>FlashAttention-2 needs Ampere or newer (sm_80+); on sm_%1 attention falls back to PyTorch&apos;s memory-efficient SDPA kernel, which keeps the memory estimate but is slower.</source>
        <translation>FlashAttention-2 需要 Ampere 或更新的架构（sm_80+）；在 sm_%1 上注意力会回退到 PyTorch 的 memory-efficient SDPA 内核，显存估算不变，但速度更慢。</translation>
    </message>
    <message>
        <source>Dao-AILab/flash-attention README: FlashAttention-2 supports Ampere, Ada and Hopper GPUs.</source>
        <translation>Dao-AILab/flash-attention README：FlashAttention-2 支持 Ampere、Ada 和 Hopper GPU。</translation>
    </message>
    <message>
        <source>bitsandbytes 4-bit kernels need sm_60 or newer.</source>
        <translation>bitsandbytes 的 4-bit 内核需要 sm_60 或更新架构。</translation>
    </message>
    <message>
        <source>sm_%1 &lt; sm_60</source>
        <translation>sm_%1 &lt; sm_60</translation>
    </message>
    <message>
        <source>bitsandbytes build targets (bitsandbytes-foundation/bitsandbytes#1715).</source>
        <translation>bitsandbytes 的编译目标架构（bitsandbytes-foundation/bitsandbytes#1715）。</translation>
    </message>
    <message>
        <source>PCIe Gen%1 x%2 ≈ %3 GB/s</source>
        <translation>PCIe Gen%1 x%2 ≈ %3 GB/s</translation>
    </message>
    <message>
        <source>%1 Gbps</source>
        <translation>%1 Gbps</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>RAM %1 GiB &lt; %2 GiB</source>
        <translation>内存 %1 GiB &lt; %2 GiB</translation>
    </message>
    <message>
        <source>Offloaded states need %1 GiB of host RAM on this instance, but it has %2 GiB.</source>
        <translation>卸载的状态在此实例上需要 %1 GiB 主机内存，但它只有 %2 GiB。</translation>
    </message>
    <message>
        <source>%1 GPUs × %2 GiB offloaded &gt; 90% of %3 GiB</source>
        <translation>%1 块 GPU × 卸载 %2 GiB &gt; %3 GiB 的 90%</translation>
    </message>
    <message>
        <source>Ren et al. 2021, ZeRO-Offload.</source>
        <translation>Ren et al. 2021，ZeRO-Offload。</translation>
    </message>
    <message>
        <source>local NVMe: none</source>
        <translation>本地 NVMe：无</translation>
    </message>
    <message>
        <source>GPUDirect Storage: %1</source>
        <translation>GPUDirect Storage：%1</translation>
    </message>
    <message>
        <source>hidden %1 of %2 per year</source>
        <translation>每年隐性费用 %1，总计 %2</translation>
    </message>
    <message>
        <source>Some prices for this instance are estimates, not published figures: %1</source>
        <translation>该实例的部分价格为估算值，并非公开报价：%1</translation>
    </message>
    <message>
        <source>estimated: yes</source>
        <translation>估算：是</translation>
    </message>
    <message>
        <source>The catalog has no price for: %1; the yearly total leaves them out.</source>
        <translation>价格目录中缺少以下价格：%1；年度总费用未计入这些项。</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>缺失：%1</translation>
    </message>
    <message>
        <source>No %1 price is published for this instance; pay-as-you-go is used instead.</source>
        <translation>该实例未公布%1价格，改用按量计费价格。</translation>
    </message>
    <message>
        <source>A widely shared GPU cloud selection guide (its rules of thumb, checked here against the numbers shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>egress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory model; usable memory = nvidia-smi total of the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory model; usable memory = nvidia-smi total (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no Tensor Cores: FP16/BF16 matrix math gets no acceleration (FP16 runs at a fraction of FP32 on Pascal), so mixed precision brings no speed-up; run time is estimated at its FP32 rate of %2 TFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision BF16; %1 compute capability %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 memory (%2 GB/s), not HBM: the bandwidth-bound parts of each step (attention, norms, the optimizer step) run at a fraction of an HBM GPU&apos;s speed (A100 80GB: 2,039 GB/s; H100 SXM: 3,350 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 memory (%2 GB/s), not HBM: decoding reads every weight per token, so tokens per second are bound by this bandwidth (A100 80GB: 2,039 GB/s; H100 SXM: 3,350 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory type %1, %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a consumer card and this run takes %2 h: without ECC a flipped bit in a run over %3 hours goes unnoticed, there is no MIG, and NVIDIA&apos;s GeForce licence excludes data-centre deployment. Checkpoint at least hourly, or prefer a data-centre card with ECC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a consumer card: no ECC by default, no MIG, and NVIDIA&apos;s GeForce licence excludes data-centre deployment. Acceptable for runs under %2 hours and experiments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consumer: yes; ECC: %1; MIG: %2; run %3 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished">无</translation>
    </message>
    <message>
        <source>NVIDIA GeForce software licence (&quot;No Datacenter Deployment&quot;); %1 (runs over 12 hours).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention requested; sm_%1 &lt; sm_80</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB per GPU and step over %2 at %3 GB/s; scaling %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs per node without NVLink: each step moves %2 GB per GPU over PCIe at about %3 GB/s (an 8-GPU NVLink A100 node: 230 GB/s), so the GPUs reach %4% of a linear speed-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs per node without NVLink: tensor-parallel all-reduces go over PCIe (%2 µs each), so the GPUs reach %3% of a linear speed-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe %1.0 x%2 per GPU: half the bandwidth of x16, so an all-reduce across the GPUs takes about twice as long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gbps (assumed: not published)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes without RDMA (InfiniBand, RoCE or EFA): every step crosses a %2 TCP network at about %3 GB/s, so the %4 GPUs reach %5% of a linear speed-up; the run hours include it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; RDMA: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication is not hidden: %1 GPUs over %2 reach %3% of a linear speed-up. Gradient accumulation, fewer and larger GPUs, or a lower ZeRO stage cut the bytes per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job uses %1 of the %2 GPUs paid for: %3 stay idle, %4% of the price buys nothing. Raise the GPU count to use them, or choose an instance type with fewer GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 GPUs per instance; the job runs on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog&apos;s GPU count per instance type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vCPUs for %2 GPU(s): under the %3 this job needs to keep the GPUs fed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPU %1 &lt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished">%1：%2 {1;?}</translation>
    </message>
    <message>
        <source>CPU at %1 GHz: %2 GHz or more is advised for this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 GHz &lt; %2 GHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB RAM is under the %2 GiB this job needs on each node for DataLoader workers, pinned buffers and loading checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One CPU socket: pre-training at this scale is usually fed by two, for their memory channels and PCIe lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU sockets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory bandwidth of %1 GB/s is under the %2 GB/s that keeps the data pipeline of large pre-training ahead of the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host memory %1 GB/s &lt; %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No local NVMe, and the %1 disk tops out at %2 IOPS: under the %3 random-read IOPS that training data and checkpoint writes need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local NVMe: none; %1 %2 IOPS &lt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No local NVMe: checkpoints of %1 GB go to network disks; local NVMe is the usual advice for full fine-tuning and pre-training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No local NVMe, and the %1 disk reads and writes at most %2 MB/s: under the %3 MB/s that streaming training data from local disk needs; a %4 GB checkpoint takes %5 min to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 MB/s &lt; %3 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB of disk per node is under the %2 GB this job writes: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud disk %1 GB; local NVMe %2 GB; needed %3 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training at this scale reads its corpus and writes %1 GB checkpoints; without GPUDirect Storage every byte passes through CPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gbps network: streaming the dataset from object storage needs about %2 Gbps to keep the GPUs busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network %1 Gbps &lt; %2 Gbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk, egress and object storage are %1% of the yearly total, over the 35% a common rule of thumb warns about: review data volumes and the disk class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>see the provider&apos;s storage and traffic prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is from %1, more than %2 months ago: check the provider&apos;s current price before deciding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Needs %1 GiB per GPU on %n GPU(s): no instance holds it as configured.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Smallest configurations that do: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard the model with ZeRO-3 over more GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory model; usable memory = nvidia-smi total of each GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headroom %1% &lt; 20%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence %1 &gt; max_position_embeddings %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading training data from NAS/NFS adds milliseconds per file (15–40 ms is often quoted) and stalls the DataLoader; stage the dataset to local NVMe or read object storage through a local cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 vCPUs per GPU (at least %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 GiB RAM per GPU (at least %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU ≥ %1 GHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk ≥ %1 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 MB/s sequential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB of disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network ≥ %1 Gbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two CPU sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host memory bandwidth ≥ %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUDirect Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: each node should offer %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, corrected and completed from physics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A common rule of thumb, %1, gives %2 GB; this job needs %3 GB on one GPU (%4 GiB with headroom), %5× that. %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1 GB vs estimate %2 GB (differ by more than %3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;7–13B full fine-tuning needs at least 40 GB (V100 or A10)&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed-precision AdamW keeps 16 bytes per parameter (weights 2, gradients 2, FP32 master and moments 12: ZeRO, Rajbhandari et al. 2020) before activations, and a V100 (16/32 GB) or A10 (24 GB) is below even the rule&apos;s 40 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;models under 3B train on 16 GB (T4 or P40)&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full training keeps 16 bytes per parameter with mixed-precision AdamW; 16 GB holds it only below about 0.7B parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapters keep the frozen weights and activations only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;parameters × 2 bytes, doubled for safety&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training also holds gradients and optimizer states: 16 bytes per parameter with mixed-precision AdamW, not 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter training holds the (possibly 4-bit) frozen weights, the adapters&apos; states and activations, whose size depends on batch and sequence length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference holds the weights in their precision plus the KV cache, which grows with batch and context length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 over the %1 GPUs: %2 GiB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 over all %1 GPUs paid for: %2 GiB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 and CPU offload: %1 GiB per GPU, %2 GiB host RAM.</source>
        <translation type="unfinished">使用 ZeRO-3 并卸载到 CPU 后放得下：每块 GPU %1 GiB，主机内存 %2 GiB。</translation>
    </message>
</context>
<context>
    <name>ga::AdvisoriesModel</name>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>%1

Evidence: %2
Source: %3%4</source>
        <translation>%1

依据：%2
来源：%3%4</translation>
    </message>
    <message>
        <source>
Applies to the job on any instance.</source>
        <translation>
适用于任何实例上的该任务。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Code</source>
        <comment>advisory code</comment>
        <translation>代码</translation>
    </message>
    <message>
        <source>Advisory</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>
Applies to the selected instance.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::AdvisoriesPanel</name>
    <message>
        <source>Select an advisory to see why it was raised and where the rule comes from.</source>
        <translation>选择一条建议，查看其触发原因和规则来源。</translation>
    </message>
    <message>
        <source>Nothing holds this job back here.</source>
        <translation>这里没有制约该任务的问题。</translation>
    </message>
    <message>
        <source>For the job (select an instance for its own advisories):</source>
        <translation>针对该任务（选择实例可查看其专属建议）：</translation>
    </message>
    <message>
        <source>For the job and &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>针对该任务和 &lt;b&gt;%1&lt;/b&gt;：</translation>
    </message>
</context>
<context>
    <name>ga::BreakdownModel</name>
    <message>
        <source>Component</source>
        <comment>memory table header</comment>
        <translation>组成项</translation>
    </message>
    <message>
        <source>GiB</source>
        <comment>memory table header</comment>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Share</source>
        <comment>memory table header</comment>
        <translation>占比</translation>
    </message>
    <message>
        <source>Formula</source>
        <comment>memory table header</comment>
        <translation>公式</translation>
    </message>
    <message>
        <source>Seen by max_memory_reserved and nvidia-smi, not by max_memory_allocated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen by nvidia-smi only, not by PyTorch&apos;s memory counters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Calibration</name>
    <message>
        <source>the allocator keeps more memory cached (batches of varying length; PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True avoids it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the allocator keeps less memory cached (expandable segments, fixed-length batches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CUDA context is larger (eager module loading: CUDA older than 11.7 or CUDA_MODULE_LOADING=EAGER)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another process shares the GPU (nvidia-smi&apos;s total counts every process)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss is chunked and kept in 16-bit (LitGPT, torchtune), not upcast to fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch 2.0 or older: foreach AdamW made two state-sized temporaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fused or per-parameter optimizer (adamw_torch_fused, DeepSpeed): no step temporaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient checkpointing was on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient checkpointing was off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention ran without FlashAttention (eager attention keeps the score matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA dropout is on (each adapted input keeps a dropped copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitsandbytes 0.43.1 or older keeps every 4-bit layer&apos;s input for backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model was not prepared with PEFT&apos;s prepare_model_for_kbit_training (no fp32 casts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NF4 without double quantisation (bnb_4bit_use_double_quant=False, the transformers default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDP with gradient_as_bucket_view=True (no second copy of the gradients)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the KV cache is a tuple cache that keeps the previous step&apos;s copy (older transformers, remote code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generation computed logits for every prompt token (transformers 4.44 or older)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prompt is short: most tokens were generated one at a time (set the prompt length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB measured with %2 on %3 for %4 (estimate %5 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CalibrationDialog</name>
    <message>
        <source>Calibrate with my measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the peak memory one GPU showed when you ran this scenario, and the tool that showed it. GPU Advisor compares it with its estimate for that tool and lists what in this job could explain a difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi (the process&apos;s memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_reserved()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_allocated()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi shows MiB: divide by 1,024 for GiB. PyTorch returns bytes: divide by 1,073,741,824.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep as my correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the difference to every estimate as its own line, named in reports, until you remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove my correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current correction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimate for %1 is %2 GiB; you measured %3 GiB: %4%5 GiB (%4%6%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within 2%: nothing to explain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in this job&apos;s settings explains a gap of that size: check that the scenario matches the run (model, batch, sequence length, GPUs) and that the reading is per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What in this job could explain it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1% to every estimate as its own line, named in reports, until you remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A difference under 2% needs no correction; one beyond −50% or +100% points at a different job, not a correction.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Catalog</name>
    <message>
        <source>a catalog must be a JSON object</source>
        <translation>价格目录必须是 JSON 对象</translation>
    </message>
    <message>
        <source>only schema 1 is understood, got %1</source>
        <translation>仅支持 schema 1，实际为 %1</translation>
    </message>
    <message>
        <source>neither &quot;gpus&quot;, &quot;provider&quot; nor &quot;providers&quot;: not a GPU Advisor catalog</source>
        <translation>既没有 &quot;gpus&quot;，也没有 &quot;provider&quot; 或 &quot;providers&quot;：不是 GPU Advisor 价格目录</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD</source>
        <translation>必须是 YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
        <source>duplicate GPU id &quot;%1&quot;</source>
        <translation>重复的 GPU id &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be an array of provider documents</source>
        <translation>必须是由云厂商文档组成的数组</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>Tensor-Core FP16 should exceed plain FP32</source>
        <translation>Tensor Core FP16 应高于普通 FP32</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 MiB is implausible for a %2 GB card</source>
        <translation>对于 %2 GB 的显卡，%1 MiB 不合理</translation>
    </message>
    <message>
        <source>must be given when bf16 is true</source>
        <translation>bf16 为 true 时必须提供</translation>
    </message>
    <message>
        <source>at least one of fp32/fp16/bf16 TFLOPS is needed for run times</source>
        <translation>计算运行时间至少需要 fp32/fp16/bf16 TFLOPS 中的一项</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <source>an estimated price must say its basis</source>
        <translation>估算价格必须说明其依据（basis）</translation>
    </message>
    <message>
        <source>must be an object with on_demand_hourly, monthly, yearly, spot_hourly</source>
        <translation>必须是包含 on_demand_hourly、monthly、yearly、spot_hourly 的对象</translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation>未知的 GPU id &quot;%1&quot;</translation>
    </message>
    <message>
        <source>at least one price is needed</source>
        <translation>至少需要一个价格</translation>
    </message>
    <message>
        <source>must be an object with id, name, currency, source and as_of</source>
        <translation>必须是包含 id、name、currency、source 和 as_of 的对象</translation>
    </message>
    <message>
        <source>duplicate instance %1</source>
        <translation>重复的实例 %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished">缺失</translation>
    </message>
    <message>
        <source>must be a lowercase id without spaces or &apos;:&apos;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than 8,000 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;nvidia&quot; or &quot;amd&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an estimated figure must say its basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no exchange rate in GPU Advisor; prices must be in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per month is more than 744 pay-as-you-go hours at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 differs from the provider&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate instance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CatalogFetcher</name>
    <message>
        <source>no address given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid address (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must start with https://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only https:// addresses are fetched, not %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain http is refused except to this computer (127.0.0.1, ::1, localhost); use https://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server redirects from https to %1, which is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server redirects to %1, which is refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server announces %1 bytes, more than the %2 a catalog may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog is larger than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 redirects (the last to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline: this computer has no network connection (host %1 not found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host not found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection refused by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server closed the connection before the whole catalog arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out: no data for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline: this computer has no network connection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CatalogImport</name>
    <message>
        <source>%1 in %2 appears on line %3 with %4 × %5 and here with %6 × %7</source>
        <translation>%2 中的 %1 在第 %3 行为 %4 × %5，此处为 %6 × %7</translation>
    </message>
    <message>
        <source>SkyPilot vms.csv needs a &quot;%1&quot; column</source>
        <translation>SkyPilot vms.csv 需要 &quot;%1&quot; 列</translation>
    </message>
    <message>
        <source>has %1 cells, the header has %2</source>
        <translation>有 %1 个单元格，而表头有 %2 个</translation>
    </message>
    <message>
        <source>must be a whole number of GPUs, got &quot;%1&quot;</source>
        <translation>GPU 数量必须是整数，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>line %1: GCP %2 × %3 attaches to general-purpose hosts; pair it by hand</source>
        <translation>第 %1 行：GCP %2 × %3 挂载在通用型主机上；请手动配对</translation>
    </message>
    <message>
        <source>line %1: no %2 host row in zone %3</source>
        <translation>第 %1 行：可用区 %3 中没有 %2 主机行</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>neither Price nor SpotPrice is given</source>
        <translation>Price 和 SpotPrice 均未给出</translation>
    </message>
    <message>
        <source>line %1: skipped unknown GPU &quot;%2&quot;</source>
        <translation>第 %1 行：已跳过未知 GPU &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot; (no GPU Advisor id for it)</source>
        <translation>未知 GPU &quot;%1&quot;（GPU Advisor 中没有对应 id）</translation>
    </message>
    <message>
        <source>SkyPilot catalog vms.csv (%1)</source>
        <translation>SkyPilot 价格目录 vms.csv（%1）</translation>
    </message>
    <message>
        <source>line %1: spot price above pay-as-you-go (kept as published)</source>
        <translation>第 %1 行：竞价实例价格高于按量计费价格（按公布值保留）</translation>
    </message>
    <message>
        <source>gpuhunt CSV needs a &quot;%1&quot; column</source>
        <translation>gpuhunt CSV 需要 &quot;%1&quot; 列</translation>
    </message>
    <message>
        <source>must be True or False, got &quot;%1&quot;</source>
        <translation>必须是 True 或 False，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>gpuhunt catalog CSV (%1)</source>
        <translation>gpuhunt 价格目录 CSV（%1）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>a quote inside an unquoted cell</source>
        <translation>未加引号的单元格中出现引号</translation>
    </message>
    <message>
        <source>a quoted cell is never closed</source>
        <translation>带引号的单元格没有闭合</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>not a GPU Advisor JSON catalog, SkyPilot vms.csv or gpuhunt CSV (unknown header)</source>
        <translation>不是 GPU Advisor JSON 价格目录、SkyPilot vms.csv 或 gpuhunt CSV（无法识别表头）</translation>
    </message>
    <message>
        <source>cannot tell which cloud %1 describes; give --provider (aws, gcp, azure, lambda, runpod...)</source>
        <translation>无法判断 %1 描述的是哪家云；请指定 --provider（aws, gcp, azure, lambda, runpod...）</translation>
    </message>
    <message>
        <source>no GPU instances in the file (%1 rows skipped)</source>
        <translation>文件中没有 GPU 实例（跳过了 %1 行）</translation>
    </message>
    <message>
        <source>%1 prices in %2, but this CSV is in USD</source>
        <translation>%1 的价格以 %2 计价，但此 CSV 使用 USD</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plausible count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 cells in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row longer than 1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text after the closing quote of a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is new: the catalog has no disk, egress or storage prices for it, so its yearly totals cover the instances only and say which prices are missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CatalogRefresh</name>
    <message>
        <source>%1 did not send a usable catalog: %2. The catalog in use is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the refreshed catalog %1 (as of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled catalog %1 (as of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: a refreshed catalog names its version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: a refreshed catalog carries its date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: a refreshed catalog replaces the whole catalog, GPUs included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no instances: a refreshed catalog replaces the whole catalog, instances included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already up to date: %1 serves catalog %2 as of %3, the date of %4. Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already up to date: %1 serves catalog %2 as of %3, older than %4. Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog from %1 is good but could not be stored: %2. The catalog in use is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated to catalog %1 as of %2 from %3 (%4 GPUs, %5 instances, %6 providers), replacing %7; stored in %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did not connect to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not fetch %1: %2. The catalog in use is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the catalog in use is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CatalogStore</name>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>无法写入（%1）</translation>
    </message>
    <message>
        <source>%1 (kept, not used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the import would make the catalog invalid (%1); nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CatalogUpdater</name>
    <message>
        <source>A price update is running already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching the catalog from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored catalogs that do not load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices not updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Periodic price check: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ChartExport</name>
    <message>
        <source>the image could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chart</source>
        <comment>default file name of a saved chart</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ComparePanel</name>
    <message>
        <source>Pin current scenario</source>
        <translation>固定当前场景</translation>
    </message>
    <message>
        <source>Add the current scenario as a column (Ctrl+P); up to %1</source>
        <translation>将当前场景添加为一列（Ctrl+P）；最多 %1 个</translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation>移除最后一个</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>每块 GPU 的 GiB</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>no such chart: the comparison has one, 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ComparisonModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>均放不下</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 h on %2</source>
        <translation>%2 上 %1 小时</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Total GiB per GPU</source>
        <translation>每块 GPU 合计 GiB</translation>
    </message>
    <message>
        <source>Budget GiB (+headroom)</source>
        <translation>显存预算 GiB（含余量）</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>可训练参数</translation>
    </message>
    <message>
        <source>Instances that fit</source>
        <translation>放得下的实例</translation>
    </message>
    <message>
        <source>Cheapest fit</source>
        <translation>最便宜的可用实例</translation>
    </message>
    <message>
        <source>Its cost per year</source>
        <translation>其年费用</translation>
    </message>
    <message>
        <source>Fastest run</source>
        <translation>最快的一次训练</translation>
    </message>
    <message>
        <source>%1 per year on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours of the fastest run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Cost</name>
    <message>
        <source>must be USD or CNY, got %1</source>
        <translation>必须是 USD 或 CNY，实际为 %1</translation>
    </message>
    <message>
        <source> × %1 nodes</source>
        <translation> × %1 个节点</translation>
    </message>
    <message>
        <source>%1 %2/month × 12%3</source>
        <translation>%1 %2/月 × 12%3</translation>
    </message>
    <message>
        <source>%1 %2/year%3</source>
        <translation>%1 %2/年%3</translation>
    </message>
    <message>
        <source>%1 %2/h × %3 h/day × %4 days%5</source>
        <translation>%1 %2/小时 × %3 小时/天 × %4 天%5</translation>
    </message>
    <message>
        <source> (no %1 price published: pay-as-you-go)</source>
        <translation> (未公布%1价格：按量计费)</translation>
    </message>
    <message>
        <source>no %1 price in the catalog</source>
        <translation>价格目录中没有%1价格</translation>
    </message>
    <message>
        <source>%1 GB %2 × %3 %4/GB-month × 12%5</source>
        <translation>%1 GB %2 × %3 %4/GB·月 × 12%5</translation>
    </message>
    <message>
        <source>disk price not in the catalog</source>
        <translation>价格目录中没有云盘价格</translation>
    </message>
    <message>
        <source>%1 GB/day × %2 days × %3 %4/GB</source>
        <translation>%1 GB/天 × %2 天 × %3 %4/GB</translation>
    </message>
    <message>
        <source>egress price not in the catalog</source>
        <translation>价格目录中没有公网出流量价格</translation>
    </message>
    <message>
        <source>(%1 GB dataset + %2 × %3 GB checkpoints) × %4 %5/GB-month × 12</source>
        <translation>(%1 GB 数据集 + %2 × %3 GB 检查点) × %4 %5/GB·月 × 12</translation>
    </message>
    <message>
        <source>object storage price not in the catalog</source>
        <translation>价格目录中没有对象存储价格</translation>
    </message>
    <message>
        <source>%1 GET/day × %2 days ÷ 10,000 × %3 %4</source>
        <translation>%1 次 GET/天 × %2 天 ÷ 10,000 × %3 %4</translation>
    </message>
    <message>
        <source>request price not in the catalog</source>
        <translation>价格目录中没有请求价格</translation>
    </message>
    <message>
        <source>%1 has no published %2 TFLOPS figure</source>
        <translation>%1 未公布 %2 TFLOPS 数据</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020 (C ≈ 6ND); model FLOPs utilisation as in Chowdhery et al. 2022 (PaLM).</source>
        <translation>Kaplan et al. 2020（C ≈ 6ND）；模型 FLOPs 利用率（MFU）的定义见 Chowdhery et al. 2022（PaLM）。</translation>
    </message>
    <message>
        <source>Decoding reads all weights per step (Pope et al. 2022); utilisation applied to bandwidth and compute.</source>
        <translation>解码每一步都读取全部权重（Pope et al. 2022）；利用率同时作用于带宽和算力。</translation>
    </message>
    <message>
        <source>exchange rate must be more than %1 and at most %2 CNY per USD, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <comment>cost part</comment>
        <translation type="unfinished">实例</translation>
    </message>
    <message>
        <source>Cloud disk</source>
        <comment>cost part</comment>
        <translation type="unfinished">云盘</translation>
    </message>
    <message>
        <source>Egress</source>
        <comment>cost part</comment>
        <translation type="unfinished">公网出流量</translation>
    </message>
    <message>
        <source>Object storage</source>
        <comment>cost part</comment>
        <translation type="unfinished">对象存储</translation>
    </message>
    <message>
        <source>Requests</source>
        <comment>cost part</comment>
        <translation type="unfinished">请求</translation>
    </message>
    <message>
        <source> × scaling %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 params × %3 tokens ÷ (%4 TFLOPS × %5 GPUs × MFU %6%7)</source>
        <translation type="unfinished">%1 × %2 参数 × %3 token ÷ (%4 TFLOPS × %5 块 GPU × MFU %6) {1 ?} {2 ?} {3 ?} {4 ?} {5 ?} {6%7)?}</translation>
    </message>
    <message>
        <source>%1 tokens ÷ batch %2 × max(memory %3 ms, compute %4 ms) per decode step%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ scaling %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MFU %2: %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CostChartModel</name>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Run hours</source>
        <translation>训练时长（小时）</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>单次训练费用</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>instance: its picks</comment>
        <translation type="unfinished">%1：%2</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::CostChartsPanel</name>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已选</translation>
    </message>
    <message>
        <source>One run: cost against time</source>
        <translation>单次训练：费用与时长</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>单次训练费用（%1）</translation>
    </message>
    <message>
        <source>No instance shown fits this job, so there is no cost to chart: see “GPU count options” above the table, or loosen the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per year by part (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: price against speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <comment>axis title</comment>
        <translation type="unfinished">小时</translation>
    </message>
    <message>
        <source>%1 per M tokens</source>
        <comment>cost per million tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such chart: 0 is the yearly cost, 1 the run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::GuideDialog</name>
    <message>
        <source>GPU Advisor guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The large figure is what each GPU must offer: the estimate plus the headroom (20% by default), on the scenario&apos;s GPU count. Every component (weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and allocator) shows its formula and source when you hover it.&lt;/p&gt;&lt;p&gt;&quot;Your tools will show&quot; gives the three readings you can check: nvidia-smi, and PyTorch&apos;s reserved and allocated peaks. &lt;i&gt;Compare with my measurement&lt;/i&gt; explains a difference and can keep it as your correction.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;When no instance holds the job as configured, the first answer above the instances is the smallest configuration per GPU model: how many GPUs, on how many instances, with which ZeRO stage. &lt;i&gt;Use this configuration&lt;/i&gt; makes it the scenario&apos;s. &lt;i&gt;View → GPU count options&lt;/i&gt; shows the list at any time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Grouped by GPU class. ✔ holds the job with headroom and nothing critical; ⚠ holds it but carries a critical advisory (for example several instances without RDMA); ◐ would hold it with ZeRO-3 or offload; ✖ does not. Every price shows its source and date; estimated prices say so.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time and scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;One run = training FLOPs (6 × parameters × tokens for full training, 4 × for LoRA and QLoRA) ÷ (dense TFLOPS × GPUs × utilisation × scaling efficiency). Utilisation is the published figure for each GPU generation unless you set one. Scaling efficiency is the share of a linear speed-up the GPUs keep once the gradients (and with ZeRO-3 the parameters) cross NVLink, PCIe, RDMA or a plain TCP network.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation type="unfinished">建议</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Critical&lt;/b&gt;: the instance should not be chosen for this job as configured. &lt;b&gt;Warning&lt;/b&gt;: it will hold the job back; the message says by how much and what to do. &lt;b&gt;Info&lt;/b&gt;: worth knowing. Each shows the numbers that triggered it and where the rule comes from. The job&apos;s own advisories come first, then the selected instance&apos;s.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first paid hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;File → Export preflight check&lt;/i&gt; writes a script to run on the rented machine: it checks the GPUs, driver, disk speed, CPUs and memory against what this job needs.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::InputFile</name>
    <message>
        <source>no file name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a broken link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not found</source>
        <translation type="unfinished">找不到文件</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a pipe or socket, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a device, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished">无法读取（%1）</translation>
    </message>
    <message>
        <source>is larger than %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::InstancesModel</name>
    <message>
        <source>%1 — %2 of %3 fit</source>
        <translation>%1 — %3 个中有 %2 个放得下</translation>
    </message>
    <message>
        <source>, from %1 per year</source>
        <translation>，每年 %1 起</translation>
    </message>
    <message>
        <source>
Total %1 GiB + %2% headroom</source>
        <translation>
合计 %1 GiB + %2% 余量</translation>
    </message>
    <message>
        <source>
Prices: %1 (as of %2)</source>
        <translation>
价格：%1（截至 %2）</translation>
    </message>
    <message>
        <source>
Estimated: %1</source>
        <translation>
估算：%1</translation>
    </message>
    <message>
        <source>storage or traffic prices of this provider</source>
        <translation>该云厂商的存储或流量价格</translation>
    </message>
    <message>
        <source>Usable memory: %1</source>
        <translation>可用显存：%1</translation>
    </message>
    <message>
        <source>Fit</source>
        <comment>does the job fit</comment>
        <translation>可运行</translation>
    </message>
    <message>
        <source>Pick</source>
        <comment>recommendation</comment>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>count</comment>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <comment>usable GPU memory</comment>
        <translation>GiB/GPU</translation>
    </message>
    <message>
        <source>Need</source>
        <comment>GiB needed per GPU</comment>
        <translation>需求</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>RAM GiB</source>
        <translation>内存 GiB</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Run h</source>
        <comment>hours of one training run</comment>
        <translation>训练小时</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>训练费用</translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Usable memory per GPU as nvidia-smi reports it</source>
        <translation>nvidia-smi 报告的每块 GPU 可用显存</translation>
    </message>
    <message numerus="yes">
        <source> · %n more hidden by the filters</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no price or figure</comment>
        <translation type="unfinished">无</translation>
    </message>
    <message>
        <source>~%1</source>
        <comment>estimated price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits, flawed</source>
        <comment>fits in memory but has a critical advisory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits in memory, but a critical advisory makes it a poor choice (see Advisories); picks never choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: needs %1 GiB per GPU with headroom; %2 offers %3 GiB (nvidia-smi total).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB per GPU; %2 offers %3 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Per GPU at %n GPU(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no price for this instance in this billing mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 per hour (%n instance(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation type="unfinished">每年费用（%1）</translation>
    </message>
    <message>
        <source>
Instance %1 — %2
Disk %3 — %4
Egress %5 — %6
Object storage %7 — %8
Requests %9 — %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>
⌛ This price is from %1, more than %n month(s) ago: check the provider&apos;s current price.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per million tokens: %2 for %3 tokens in %4 h
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for one run of %2 h
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job runs on %1 GPU(s); %2 more are paid for and idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The job runs on %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> over %n instance(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>provider, instance type, region</comment>
        <translation type="unfinished">%1（%2） {1 %2 ?} {3)?}</translation>
    </message>
    <message>
        <source>Scaling</source>
        <comment>share of linear speed-up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours</source>
        <comment>hours to generate the dataset&apos;s tokens</comment>
        <translation type="unfinished">时长</translation>
    </message>
    <message>
        <source>Per M tok</source>
        <comment>cost per million generated tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Need per GPU (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per year (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours for the dataset&apos;s tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run hours</source>
        <translation type="unfinished">训练时长（小时）</translation>
    </message>
    <message>
        <source>Cost per million tokens (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB each GPU must offer: estimate + headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour of the instances the job runs on, in the billing mode chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Instance + disk + egress + object storage + requests, per year; ~ marks an estimated price, ⌛ one more than %n month(s) old</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Hours to generate the dataset&apos;s tokens: tokens ÷ batch × the time of one decode step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours for one run: training FLOPs ÷ (dense TFLOPS × GPUs × MFU × scaling efficiency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million generated tokens: hourly price × hours ÷ tokens × 1,000,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of one training run: hourly price × run hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of a linear speed-up the GPUs reach over their links (NVLink, PCIe, RDMA or TCP); run hours include it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs the job runs on; 2×4 = two instances of four GPUs, 1/8 = one GPU used of eight paid for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ fits: holds the job with headroom and nothing critical. ⚠ fits, flawed: holds it, but a critical advisory (e.g. nodes without RDMA) makes it a poor choice. ◐: fits with ZeRO-3 or offload. ✖: does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::InstancesPanel</name>
    <message>
        <source>All providers</source>
        <translation>全部云厂商</translation>
    </message>
    <message>
        <source>Show only the checked providers</source>
        <translation>仅显示勾选的云厂商</translation>
    </message>
    <message>
        <source>Show only one GPU model</source>
        <translation>仅显示一种 GPU 型号</translation>
    </message>
    <message>
        <source>Billing mode the prices use (part of the scenario)</source>
        <translation>价格采用的计费方式（属于场景的一部分）</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n 个云厂商</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown · %2 fit</source>
        <translation>显示 %1 个 · %2 个放得下</translation>
    </message>
    <message>
        <source>Region…</source>
        <comment>filter placeholder</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only regions whose name contains this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits &amp;only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide instances whose GPUs cannot hold the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance fits this job as configured — see the GPU count options above, or untick Fits only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick Fits only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance matches the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the filters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::MainWindow</name>
    <message>
        <source>GPU Advisor</source>
        <translation>GPU Advisor</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>显存预算</translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation>导入价格目录(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pin for comparison</source>
        <translation>固定用于对比(&amp;P)</translation>
    </message>
    <message>
        <source>Clear &amp;comparison</source>
        <translation>清空对比(&amp;C)</translation>
    </message>
    <message>
        <source>Focus the &amp;model picker</source>
        <translation>聚焦模型选择器(&amp;M)</translation>
    </message>
    <message>
        <source>Focus the &amp;instances</source>
        <translation>聚焦实例列表(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation>关于 GPU Advisor(&amp;A)</translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation>关于 GPU Advisor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;How much GPU memory a training or inference job needs, which cloud instances fit it, what will hold it back and what it costs.&lt;/p&gt;&lt;p&gt;Catalog %2: %3 GPUs, %4 instances, %5 providers. Every price and specification carries its source and date; hover a number to see it.&lt;/p&gt;&lt;p&gt;Memory model: Korthikanti et al. 2022 (activations), Rajbhandari et al. 2020 (ZeRO), Dettmers et al. 2023 (QLoRA), calibrated against published measurements (docs/accuracy.md).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;估算训练或推理任务需要多少 GPU 显存、哪些云实例放得下、有哪些瓶颈，以及费用是多少。&lt;/p&gt;&lt;p&gt;价格目录 %2：%3 种 GPU、%4 个实例、%5 家云厂商。每个价格和规格都附有来源和日期；将鼠标悬停在数字上即可查看。&lt;/p&gt;&lt;p&gt;显存模型：Korthikanti et al. 2022（激活值）、Rajbhandari et al. 2020（ZeRO）、Dettmers et al. 2023（QLoRA），并已根据公开的实测数据校准（docs/accuracy.md）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Four scenarios are pinned already: remove one to pin another.</source>
        <translation>已固定四个场景：请先移除一个，再固定新的场景。</translation>
    </message>
    <message>
        <source>%1 (%2 GiB): fits</source>
        <translation>%1（%2 GiB）：放得下</translation>
    </message>
    <message>
        <source>%1 (%2 GiB): needs %3 GiB</source>
        <translation>%1（%2 GiB）：需要 %3 GiB</translation>
    </message>
    <message>
        <source>This machine: %1</source>
        <translation>本机：%1</translation>
    </message>
    <message>
        <source>Import a catalog</source>
        <translation>导入价格目录</translation>
    </message>
    <message>
        <source>Catalogs (*.json *.csv);;GPU Advisor JSON (*.json);;SkyPilot vms.csv or gpuhunt CSV (*.csv)</source>
        <translation>价格目录 (*.json *.csv);;GPU Advisor JSON (*.json);;SkyPilot vms.csv 或 gpuhunt CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n instance(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个实例</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;preflight check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open model &amp;config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;instances (CSV or JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rint report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy selected instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Update prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU count options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the smallest configuration per GPU model even when the job fits as configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Advisor &amp;guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the &amp;picks are chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The highlighted rows answer four questions. Each is chosen only among instances that fit the job as configured, have a price and carry no critical advisory.&lt;/p&gt;&lt;ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;/ul&gt;&lt;p&gt;Run time = training FLOPs ÷ (dense TFLOPS × GPUs × the GPU generation&apos;s utilisation × scaling efficiency); hover a run figure for its formula and sources.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the picks are chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refreshed catalog %1 (as of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled catalog %1 (as of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> + %n import(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 instances · %3 providers · prices in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %n price(s) over %1 months old</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog address is set yet. Fetch the catalog from (a mirror serves what `gpu-advisor catalog --json` prints, over HTTPS):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the marked field first: the panels still show the last valid scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported; the catalog in use is unchanged.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n instance(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export a preflight check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bash scripts (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the preflight check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 for %2: run it on the rented machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1: run it on the rented machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the PDF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor-report.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot print the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept your correction of %1%; every estimate now shows it as its own line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed your correction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Advisor did not close normally. A scenario with unsaved changes from %1 was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the unsaved scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the unsaved scenario; Undo returns to the one shown before.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Memory</name>
    <message>
        <source>Weights</source>
        <comment>memory component</comment>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <comment>memory component</comment>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <comment>memory component</comment>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <comment>memory component</comment>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Logits (loss)</source>
        <comment>memory component</comment>
        <translation>Logits（损失）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <comment>memory component</comment>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <comment>memory component</comment>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>CUDA context &amp; allocator</source>
        <comment>memory component</comment>
        <translation>CUDA 上下文与分配器</translation>
    </message>
    <message>
        <source>Bytes per parameter of the storage dtype.</source>
        <translation>按存储 dtype 计算的每参数字节数。</translation>
    </message>
    <message>
        <source>%1 block params × %2 + %3 embedding/norm params × 2 B (kept 16-bit)</source>
        <translation>%1 个块参数 × %2 + %3 个嵌入/归一化参数 × 2 B（保持 16 位）</translation>
    </message>
    <message>
        <source>%1 params × %2 (%3)</source>
        <translation>%1 参数 × %2（%3）</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (tensor parallel)</source>
        <translation> ÷ %1 块 GPU（张量并行）</translation>
    </message>
    <message>
        <source>%1 trainable params × %2</source>
        <translation>%1 可训练参数 × %2</translation>
    </message>
    <message>
        <source>Shazeer &amp; Stern 2018, Adafactor: O(n + m) state per n × m matrix.</source>
        <translation>Shazeer &amp; Stern 2018，Adafactor：每个 n × m 矩阵的状态为 O(n + m)。</translation>
    </message>
    <message>
        <source>Inference keeps no activations across layers; the peak is one layer&apos;s temporaries during prefill.</source>
        <translation>推理时不在层间保留激活值；峰值为 prefill 阶段单层的临时张量。</translation>
    </message>
    <message>
        <source>Keys and values of every layer for every cached token (Pope et al. 2022; vLLM PagedAttention).</source>
        <translation>每一层中每个已缓存 token 的键和值（Pope et al. 2022；vLLM PagedAttention）。</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished">权重</translation>
    </message>
    <message>
        <source>NF4 weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantised weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32 copies of the unquantised weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gathered layers (ZeRO-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished">梯度</translation>
    </message>
    <message>
        <source>DDP gradient buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO communication buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished">优化器状态</translation>
    </message>
    <message>
        <source>Adafactor row and column states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer step temporaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA dropout copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA input copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointed layer inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputed layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final norm and output inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dequantised weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit copy of the output layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs kept by 4-bit layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last-token logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished">KV 缓存</translation>
    </message>
    <message>
        <source>Previous step&apos;s KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation type="unfinished">LoRA 适配器</translation>
    </message>
    <message>
        <source>CUDA context and kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuBLAS workspaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block params × %2 (NF4 + constants) + %3 other params × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unquantised params × %2 more (16-bit → fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gradients × %2, copied into DDP&apos;s buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bucket(s) × %2 elements × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 params × (fp32 master %2 + %3 %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 params × %2 %3</source>
        <translation type="unfinished">%1 参数 × %2 %3 {1 ?}</translation>
    </message>
    <message>
        <source>%1 row and column elements × 4 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of foreach temporaries (%2 state-sized cop%3) beyond the %4 freed after backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × %2 per layer (batch %3 × %4 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layer(s) × %2 elements × %3 (copy + mask)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layer(s) × %2 elements × %3 (the adapters&apos; own copy of their inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers × %2 layer input (%3 per element)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one layer recomputed in backward: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final norm and output-layer inputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest 4-bit matrix %1 elements × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 output-layer weights × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layer(s) × %2 elements × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one layer&apos;s temporaries for batch %1 × %2 tokens × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1 × %2 tokens × vocabulary %3 × %4 (fp32 logits, saved log-softmax, two gradients)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1 × vocabulary %2 × 4 B (last position, fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1 × %2 prompt tokens × vocabulary %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 × %1 layers × %2 KV heads × %3 head_dim × %4 tokens × batch %5 × %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the previous step&apos;s cache, %1, until the step ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1, %2 params × %3 over %4 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of %2 allocated and freed per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 communicator × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% from your own measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (ZeRO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → host RAM (%1 per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dettmers et al. 2023, QLoRA §2: NF4 = 4 bits + one fp32 absmax per 64 weights (0.5625 B/param), 0.5159 B/param with double quantisation; embeddings and the output layer stay 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight-only quantisation (GPTQ/AWQ int4 with a fp16 scale and 4-bit zero per 128 weights; LLM.int8; FP8) quantises the block matrices; embeddings and the output layer stay 16-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEFT prepare_model_for_kbit_training casts every non-4-bit parameter to fp32 (peft/utils/other.py, &quot;cast all non INT8 parameters to fp32&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 partitions parameters and gathers about two layers at a time (Rajbhandari et al. 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §3: mixed-precision Adam keeps 2 (16-bit weights) + 2 (16-bit gradients) + 12 (fp32 master, momentum, variance) bytes per parameter; stage 1 partitions optimizer states, stage 2 also gradients, stage 3 also parameters. 8-bit Adam: 2 B + one fp32 absmax per 256 (bitsandbytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch DDP: buckets are a flat copy of the gradients unless gradient_as_bucket_view (torch/nn/parallel/distributed.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-1/2 keep two reduce buckets (overlap_comm), ZeRO-3 one, of reduce_bucket_size elements (deepspeed/runtime/zero/config.py; Hugging Face &quot;auto&quot;: hidden²).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.optim.AdamW (foreach, the CUDA default) allocates a state-sized intermediate for the whole parameter group during step(); PyTorch ≤ 2.0 allocated two (PR #104898).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, §4.1: s·b·h·(34 + 5·a·s/h) bytes per layer at 16-bit, re-derived term by term for SwiGLU, grouped-query attention, FlashAttention (no s² scores, Dao et al. 2022) and frozen weights (a matmul saves its input only when its weight needs a gradient).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEFT/LitGPT LoRA: lora_A(dropout(x)) saves the dropped copy of its input and the mask when dropout &gt; 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEFT LoRA Linear.forward casts the input to the adapter dtype (x.to(lora_A.weight.dtype), FP32 adapters); autocast casts it back for lora_A&apos;s matmul, which saves that 16-bit copy (torch autocast cached_cast). Measured on an H200: LoRA without checkpointing reserved 18.4 GiB, 15.4 GiB without this term (tests/data/measurements/h200-2026-11-30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing keeps each layer&apos;s input and recomputes one layer in backward (Chen et al. 2016); with PEFT&apos;s fp32 casts the residual stream, and so the inputs, are fp32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final norm and the output layer keep their inputs for backward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitsandbytes MatMul4Bit dequantises the whole weight for each matmul, forward and backward (autograd/_functions.py); one matrix at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autocast caches 16-bit copies only of trainable fp32 weights (autocast_mode.cpp cached_cast): the frozen fp32 output layer is cast on every call and the copy is kept for backward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitsandbytes ≤ 0.43.1 kept each 4-bit layer&apos;s input for backward (fixed in 0.43.2, bitsandbytes PR #1270).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face causal-LM loss: fp32 logits, cross-entropy saves the fp32 log-softmax and backward adds two gradients of the same size: 12 B per logit (transformers loss_utils.py); with 128k–152k vocabularies this rivals the activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation computes fp32 logits for the last position only (transformers ≥ 4.45, vLLM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transformers ≤ 4.44 computed logits for every prompt token and upcast them (PR #31292).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuple KV caches build a new cache each step while the previous one is still referenced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hu et al. 2021, LoRA: r × (d_in + d_out) parameters per adapted matrix; PEFT keeps adapters in fp32 under mixed precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context with lazy module loading plus first-use kernels (287 MB bare context, pytorch/pytorch#86509); 1,343 MB with eager loading on a V100 (Hugging Face, Model training anatomy). Seen by nvidia-smi only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch gives each cuBLAS handle and stream an 8.125 MiB workspace (32 MiB on Hopper) plus 1 MiB for cuBLASLt, through its allocator (CublasHandlePool.cpp; pytorch/pytorch#95668).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s caching allocator keeps freed blocks for reuse: max_memory_reserved exceeds max_memory_allocated (c10/cuda/CUDACachingAllocator.cpp; far more with varying sequence lengths, pytorch/torchtune#1185).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One NCCL communicator: 544–688 MB on 4×A100 (NVIDIA/nccl#964). Outside PyTorch&apos;s allocator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept from your own measurement (Calibrate with my measurement); remove it in the memory panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none for this job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::MemoryPanel</name>
    <message>
        <source>GPU memory each GPU must offer: the estimate plus the headroom.</source>
        <translation>每块 GPU 需提供的显存：估算值加上余量。</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每块 GPU</translation>
    </message>
    <message>
        <source>%.0f GiB</source>
        <translation>%.0f GiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source> · %1 trainable parameters</source>
        <translation> · %1 可训练参数</translation>
    </message>
    <message>
        <source> · %1 GiB host RAM per GPU for offload</source>
        <translation> · 卸载需每块 GPU %1 GiB 主机内存</translation>
    </message>
    <message>
        <source>Smallest GPU that fits: %1 · %2 of %3 instances fit</source>
        <translation>放得下的最小 GPU：%1 · %3 个实例中有 %2 个放得下</translation>
    </message>
    <message>
        <source>&lt;p&gt;Includes your correction of %1% from your own measurement.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with my measurement…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter what nvidia-smi or PyTorch showed for this job: see the difference, what could explain it, and keep it as your correction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GiB = %2 + %3% headroom, per GPU on %4 GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with ZeRO-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your tools will show about: nvidia-smi %1 GiB · PyTorch reserved %2 · allocated %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;nvidia-smi&lt;/b&gt; (the process): %1 GiB: everything below plus the CUDA context, NCCL buffers and paged optimizer states.&lt;/p&gt;&lt;p&gt;&lt;b&gt;torch.cuda.max_memory_reserved()&lt;/b&gt;: %2 GiB: tensors plus what PyTorch&apos;s caching allocator keeps for reuse.&lt;/p&gt;&lt;p&gt;&lt;b&gt;torch.cuda.max_memory_allocated()&lt;/b&gt;: %3 GiB: the tensors alone (and cuBLAS workspaces).&lt;/p&gt;&lt;p&gt;The budget adds the headroom to the nvidia-smi figure.&lt;/p&gt;%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1 %2 (%3 × %4, %5 GiB usable each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits, %1 GiB to spare per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits in memory, but a critical advisory makes it a poor choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB short per GPU. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB short per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing holds the job on %1 GPU(s): the smallest configurations are listed above the instances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1：%2</translation>
    </message>
    <message>
        <source>No GPU in the catalog holds this job, at any GPU count up to 1,024.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing holds it on %1 GPU(s); the smallest configurations are listed above the instances (first: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none on one GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ModelSpec</name>
    <message>
        <source>missing (required for model_type %1)</source>
        <translation>缺失（model_type %1 必需）</translation>
    </message>
    <message>
        <source>config.json must be a JSON object</source>
        <translation>config.json 必须是 JSON 对象</translation>
    </message>
    <message>
        <source>missing; supported: %1</source>
        <translation>缺失；支持的值：%1</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <source>only 1 (every layer sparse) is supported</source>
        <translation>仅支持 1（每层均为稀疏层）</translation>
    </message>
    <message>
        <source>mixed dense and sparse layers are not supported</source>
        <translation>不支持稠密层与稀疏层混合</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; supported: %2</source>
        <translation>不支持 &apos;%1&apos;；支持的值：%2</translation>
    </message>
    <message>
        <source>%1 attention heads are not a multiple of %2 key/value heads</source>
        <translation>%1 个注意力头不是 %2 个键/值头的整数倍</translation>
    </message>
    <message>
        <source>cannot be derived (hidden_size / num_attention_heads is 0)</source>
        <translation>无法推导（hidden_size / num_attention_heads 为 0）</translation>
    </message>
    <message>
        <source>must be between 1 and the number of experts (%1)</source>
        <translation>必须在 1 到专家数（%1）之间</translation>
    </message>
    <message>
        <source>the sizes give more than 100 trillion parameters</source>
        <translation>按这些尺寸计算，参数超过 100 万亿</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1（来自 %2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter count (use e.g. 7B, 7.6e9, 350M, 1.5T)</source>
        <translation>&apos;%1&apos; 不是参数量（请使用如 7B、7.6e9、350M、1.5T 的写法）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be positive</source>
        <translation>&apos;%1&apos; 必须为正数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is under one million parameters; write 350M for 350 million</source>
        <translation>&apos;%1&apos; 不足一百万参数；3.5 亿参数请写作 350M</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is over 100 trillion parameters</source>
        <translation>&apos;%1&apos; 超过 100 万亿参数</translation>
    </message>
    <message>
        <source>%1-parameter model (shape inferred)</source>
        <translation>%1 参数模型（结构为推算）</translation>
    </message>
    <message>
        <source>inferred from the parameter count with Llama-2 proportions</source>
        <translation>按 Llama-2 比例由参数量推算</translation>
    </message>
    <message>
        <source>architecture must be a JSON object</source>
        <translation>architecture 必须是 JSON 对象</translation>
    </message>
    <message>
        <source>must be &quot;gated&quot; or &quot;plain&quot;</source>
        <translation>必须是 &quot;gated&quot; 或 &quot;plain&quot;</translation>
    </message>
    <message>
        <source>must be &quot;rms&quot; or &quot;layer&quot;</source>
        <translation>必须是 &quot;rms&quot; 或 &quot;layer&quot;</translation>
    </message>
    <message>
        <source>must divide num_attention_heads</source>
        <translation>必须能整除 num_attention_heads</translation>
    </message>
    <message>
        <source>must be between 1 and num_local_experts</source>
        <translation>必须在 1 到 num_local_experts 之间</translation>
    </message>
    <message>
        <source>must be an array of presets</source>
        <translation>必须是由预设组成的数组</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>must be a non-empty lowercase id</source>
        <translation>必须是非空的小写 id</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos;</source>
        <translation>重复的 id &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is implausibly large</source>
        <translation>%1 大得不合理</translation>
    </message>
    <message>
        <source>%1 heads do not divide hidden_size %2 and no head_dim is given</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::NeedsModel</name>
    <message>
        <source>%1 × %2 on %3 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation type="unfinished">ZeRO-%1</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no ZeRO sharding</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished">无</translation>
    </message>
    <message>
        <source>%1 GiB per GPU with headroom; %2 offers %3 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>how many of which GPU</comment>
        <translation type="unfinished">GPU 数</translation>
    </message>
    <message>
        <source>Sharding</source>
        <comment>ZeRO stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished">实例</translation>
    </message>
    <message>
        <source>Need</source>
        <comment>GiB needed per GPU</comment>
        <translation type="unfinished">需求</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation type="unfinished">每小时</translation>
    </message>
    <message>
        <source>Run h</source>
        <comment>hours of one training run</comment>
        <translation type="unfinished">训练小时</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::NeedsPanel</name>
    <message>
        <source>&amp;Use this configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the scenario&apos;s GPU count and ZeRO stage to the selected row; every instance is then judged at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing holds this job on %1 GPU(s) as configured: it needs %2 GiB per GPU.&lt;/b&gt; The smallest configuration per GPU model, cheapest run first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest configuration per GPU model, cheapest run first (the table below judges every instance on %1 GPU(s)):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Preflight</name>
    <message>
        <source>GPU Advisor preflight check: does this machine have what the job below needs?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated by GPU Advisor %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Instance: %1 %2 (%3), %4 × %5 per node; %n node(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instance: none chosen, so the GPU model is not checked; %1 GPU(s) per node, %n node(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Run it on the rented machine (on each node when the job spans several):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one line per check: PASS|WARN|FAIL|SKIP  name  measured  expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smaller disk test (MiB; default %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results as a JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test the disk the data will be on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 when nothing fails, 1 otherwise, 2 for a usage error. It needs bash and coreutils and uses nvidia-smi, fio and ibv_devices when present. It writes only into a temporary folder, which it removes, also when interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This check needs bash 4 or newer: run it as bash check.sh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>---- What the job needs (generated; each number with its source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>GPU memory per GPU: %1 GiB = %2 GiB + %3% headroom, with the job on %n GPU(s) (GPU Advisor&apos;s memory model: weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and allocator).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs per node: the %1 of %2; %n node(s) give the job&apos;s %3 GPU(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs per node: the job&apos;s %1 GPU(s) on nodes of at most %2, the most one instance of the catalog has: %n node(s) of %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The GPU of %1 in the catalog: its name, the word of it that nvidia-smi&apos;s name contains too, the memory nvidia-smi reports (%2) and its compute capability %3 (used when an old driver does not report it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance chosen: any GPU model with enough memory passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi&apos;s total for one GPU model moves with the driver and ECC mode by far less than %1%, while variants that share a name differ by 2× (A100 40GB and 80GB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute capability: PyTorch&apos;s CUDA 12.8 and 13.0 wheels support sm_75 (Turing) and newer, the CUDA 12.6 wheels older GPUs too (pytorch/pytorch#172352). An older GPU fails for training and warns for inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver and CUDA version: CUDA 12.8 needs a Linux driver &gt;= 570.26 (R570), CUDA 12.6 &gt;= 560.28.03 (NVIDIA CUDA Toolkit Release Notes, &quot;CUDA Toolkit and Corresponding Driver Versions&quot;). Between the two, only the CUDA 12.6 wheels run: a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPUs: the larger of %1 per GPU × %2 and %3. %4; %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host RAM: the larger of %1 GiB per GPU × %2 and %3 GiB. %4; %5. %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloaded optimizer states live in host RAM: too little fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too little slows the data pipeline: a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/proc/meminfo&apos;s MemTotal leaves out what firmware and the kernel reserve, a few per cent of the memory a VM is sold with: RAM %1% under the floor still passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential disk throughput: %1. This job needs it: slower fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential disk throughput: 800 MB/s, the dd test floor of a widely shared GPU selection guide. The job does not read its data from local disk: slower is a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random reads: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random reads: no floor for inference (0 = not tested).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free disk: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free disk: no floor for inference (0 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>RDMA: the job spans %n nodes and all-reduces its gradients across them; over plain TCP, multi-node scaling typically stays under 1.5× (a widely shared GPU selection guide).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>RDMA: not needed, inference sends no gradients between nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA: not needed on a single node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the disk test in MiB: the default and the range --disk-test-mb accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: bash check.sh [--disk-test-mb N] [--json] [--help]
Checks this machine against the job it was generated for: GPUs, driver, disk, CPU, RAM, RDMA.
One line per check: PASS|WARN|FAIL|SKIP  name  measured  expected.
  --disk-test-mb N  size of the disk test in MiB, %1 to %2 (default %3)
  --json            print the results as a JSON array
The disk is tested in a temporary folder under PREFLIGHT_DIR (default: TMPDIR, else /tmp).
Exit status: 0 when nothing fails, 1 otherwise, 2 for a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--disk-test-mb needs a whole number of MiB from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary folder in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any model (no instance chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD GPU: not checked here (use rocm-smi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA 12.8 wheels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA 12.6 wheels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA 12.6 wheels only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no floor for this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough free space for the test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the disk with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buffered: no direct I/O here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing written to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not needed for inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA: InfiniBand, RoCE or EFA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RDMA device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written, but cannot be made executable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Report</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished">%1 GiB</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning of %1 (4-bit weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-training of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished">%1（%2） {1 %2 ?} {3)?}</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> on %1 instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 more idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (est.)</source>
        <comment>estimated price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>not available</comment>
        <translation type="unfinished">无</translation>
    </message>
    <message>
        <source>%1 tokens to generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens per epoch × %2 epoch(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 estimated plus %2% headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation type="unfinished">建议</translation>
    </message>
    <message>
        <source>Catalog and prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(est.): an estimated price, not one the provider publishes; the basis is listed under &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1, -2 and -3 (DeepSpeed) split the optimizer states, then the gradients, then the weights across the GPUs, so that each GPU holds a share: more GPUs then need less memory each, at the price of more communication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with ZeRO-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished">GPU 数</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instances of %2 %3 in %4, with %5 × %6 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one %1 %2 instance in %3, with %4 × %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the job uses %1 of its GPUs; the other %2 are paid for but idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the %1 instances that hold the job without a critical problem, it runs the job for the least money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the %1 instances that hold the job without a critical problem, it costs the least per year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its run time cannot be estimated: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One training run over %1 tokens takes about %2 and costs about %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating %1 tokens takes about %2 and costs about %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no price for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed as &quot;%1&quot;, it costs %2 a year: %3 for the instance and %4 for disk, traffic and storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used %1 hours a day on %2 days a year and billed as &quot;%3&quot;, it costs %4 a year: %5 for the instance and %6 for disk, traffic and storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No &quot;%1&quot; price is published for it, so pay-as-you-go is assumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick</source>
        <translation type="unfinished">推荐</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished">实例</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation type="unfinished">每年</translation>
    </message>
    <message>
        <source>Rent %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job needs %1 of GPU memory per GPU (%2); each %3 offers %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) hold the job in memory (%1 per GPU), but each has a critical problem, listed below; none can be recommended as the job is configured.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job does not fit on %n GPU(s) of any instance in the catalog: it needs %1 of GPU memory per GPU (%2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The smallest configuration that holds it is %1, at %2 per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It costs %1 per hour; one run takes about %2 and costs about %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table lists the smallest configuration for each GPU model: plan the job for the GPU count of the one you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs the job needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU in the catalog holds this job, at any GPU count up to 1,024: it needs %1 of GPU memory per GPU (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1：%2</translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing calls for attention: no warnings for the job or for this instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) under &quot;%1&quot;.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The alternatives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &gt; %2</source>
        <comment>menu path</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first paid hour: run the preflight check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the job starts, check the rented machine against it. In GPU Advisor choose %1 (on the command line: gpu-advisor preflight with the same job), copy the script to the machine and run it there with bash. In about a minute it checks the GPU model, count and memory (this job needs %2 per GPU), the driver and CUDA version, the disk&apos;s speed and free space, the processors and the memory of the machine, and prints PASS, WARN or FAIL for each. Do not start the paid run while a check fails: fix the machine or rent another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished">%1 · %2</translation>
    </message>
    <message>
        <source>The scenarios compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario of this report (#1) beside the ones pinned for comparison. Each is recommended on its own terms: its cheapest clean fit, by run for training and by year for inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation type="unfinished">#%1 %2</translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances that fit</source>
        <translation type="unfinished">放得下的实例</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished">%1 / %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none as configured; smallest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished">#%1</translation>
    </message>
    <message>
        <source> GiB</source>
        <comment>chart unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per GPU, by component (before headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>needed on each of %n GPU(s): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The GPUs share the training state with ZeRO-%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2 parameters are trained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading adds %1 of host memory per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation type="unfinished">每块 GPU</translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished">组成项</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished">GiB</translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished">占比</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished">公式</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished">合计</translation>
    </message>
    <message>
        <source>100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total × (1 + %1% headroom), for fragmentation and peaks the estimate does not see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the engineers&apos; tools will show at the peak: nvidia-smi about %1, PyTorch&apos;s max_memory_reserved %2 and max_memory_allocated %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2 instances in the catalog hold the job as configured; %3 of them without a critical problem. Listed: the picks and the cheapest per year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more instance(s) hold the job in memory but carry a critical problem; they are never picked.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>What the picks mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs each GPU model needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest configuration of each GPU model that holds the job, fewest GPUs first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will hold the job back on %1, and what to do about it, most serious first, with the numbers each finding rests on and where its rule comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will hold the job back, and what to do about it, most serious first, with the numbers each finding rests on and where its rule comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: nothing in the job or the instance calls for attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished">级别</translation>
    </message>
    <message>
        <source>Finding and what to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished">依据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished">来源</translation>
    </message>
    <message>
        <source>%1
(rule %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance that holds the job has a price in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1 for the instances above: the instance at the assumed usage, plus the cloud disk, the internet egress, the object storage and its requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the year of %1 adds up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk, traffic and storage are billed by use whatever the billing of the instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost of one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished">%1：%2 {1,?}</translation>
    </message>
    <message>
        <source>No configuration holds the job, so no run can be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dense TFLOPS per GPU in %2, of which the job uses %3 (model FLOPs utilisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of a linear speed-up over %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run time counts the computation only: loading data, evaluation, checkpoints and restarts after a failure add to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the published architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shape inferred from the parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 parameters, from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% on top of the estimated GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hours a day, %2 days a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished">计费方式</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 GB kept in object storage, read from: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB cloud disk per instance; %2 checkpoint(s) of %3 GB kept in object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB internet egress a day; %2 object storage reads a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished">币种</translation>
    </message>
    <message>
        <source>%1; exchange rate 1 USD = %2 CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of each GPU&apos;s peak, as set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU generation, from published runs: %1 for the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog %1; its newest figure is from %2. Prices change: check the dates below before you commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished">云厂商</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source of the prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and traffic prices of %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every price shown is one its provider publishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to rent for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Advisor report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · catalog %2 (prices as of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Requirements</name>
    <message>
        <source>a widely shared GPU cloud selection guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished">推理</translation>
    </message>
    <message>
        <source>Small-model training (under 3B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning a 3–7B model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning of a 7–13B model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA/QLoRA fine-tuning of a 7B+ model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning above 13B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training under 10B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training at 10B and up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 DataLoader workers per GPU (common PyTorch practice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 vCPUs at least (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 vCPUs per GPU for tokenisation and the serving loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 vCPUs at least for the serving process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 GiB per GPU for workers and pinned buffers + %1 GiB of offloaded states per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 GiB per GPU for DataLoader workers and pinned buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 GiB per GPU for the serving process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 16-bit weights (%1 GB) pass through host memory when the model is loaded and saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>32 GiB so the DataLoader does not stall (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>64 GiB for full training (%1; large host memory matters for CPU offload, not for ZeRO-2 itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2.8 GHz for tokenisation and ZeRO&apos;s CPU work (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5,000 random-read IOPS for training data and checkpoint writes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>800 MB/s sequential write, the guide&apos;s dd test floor (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checkpoint(s) of %2 GB%3 + 50 GB for the system, packages and model caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + the %1 GB dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming the dataset from object storage (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>200 GB/s host memory bandwidth to feed the GPUs (%1; one Ice Lake, Rome or Milan socket gives 204.8 GB/s, one Cascade Lake socket 140.8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Scaling</name>
    <message>
        <source>AMD Instinct: no published LLM training MFU was found; 0.30 is assumed, below NVIDIA Hopper&apos;s 0.40</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a common default for tuned training (PaLM reached 46%, Chowdhery et al. 2022)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pascal, against its FP32 peak (no Tensor Cores; its matrix multiplies reach 86% of it): a P40 runs at 0.14 × a V100, within the measured 0.11 (matrix multiply) to 0.16 (training the same GP102 die against a V100, Lambda TensorFlow benchmark)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volta: Megatron-LM sustained 30% of one V100&apos;s peak (Shoeybi et al. 2019)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turing: no published LLM training MFU; a T4&apos;s matrix multiplies reach 64% of its peak under a 70 W cap (an assumption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A100: 36–64% in tuned FSDP and Megatron runs (MosaicML llm-foundry, torchtitan), 30% for MT-NLG 530B; 0.40 for a typical Hugging Face and DeepSpeed run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ampere GA10x (A10, A40, RTX A6000, RTX 3090): no published MFU; their BERT-large training throughput follows the dense peak relative to A100 (Lambda benchmarks), an assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ada (L4, L40S, RTX 4090): no published MFU; an L40S&apos;s matrix multiplies reach 74% of its dense peak (an assumption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hopper: 38–43% (Llama 3 405B, Dubey et al. 2024), 41–48% (Megatron-LM), 36–46% (MosaicML llm-foundry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hopper FP8, against the FP8 peak: 28–43% (NVIDIA NeMo 24.07), 14–30% (MosaicML llm-foundry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blackwell: no published MFU; a B200&apos;s matrix multiplies reach 75% of its dense peak; assumed below Hopper until measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; ÷ 1.1 for QLoRA, which dequantises every 4-bit weight per matrix multiply (torchtune: QLoRA runs at 0.78–0.98 × LoRA&apos;s tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; × 0.7 at 32k tokens and more (MosaicML llm-foundry: A100 MFU 47–54% at 32k–64k vs 50–64% at 2k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>interconnect</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one GPU: no communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs over %2: %3 ms of all-reduces (%4 µs latency each, %5 GB at %6 GB/s) per %7 ms decode step → %8%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs over %2: %3 GB per GPU and step at %4 GB/s = %5 ms; %6 ms not hidden by the %7 ms step → %8%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring collectives (nccl-tests PERFORMANCE.md); bytes per step from PyTorch DDP and ZeRO (Rajbhandari et al. 2020); measured NVLink all-reduce bandwidth (Azure AI benchmarking guide 2024: A100 232 GB/s, H100 479 GB/s); NCCL&apos;s PCIe model; half of the backward pass hides communication and plain TCP reaches half its line rate (assumptions).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::Scenario</name>
    <message>
        <source>Full</source>
        <comment>training method: all weights</comment>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <comment>training method</comment>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <comment>training method</comment>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Inference</source>
        <comment>method</comment>
        <translation>推理</translation>
    </message>
    <message>
        <source>FP32</source>
        <comment>precision</comment>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16</source>
        <comment>precision</comment>
        <translation>FP16</translation>
    </message>
    <message>
        <source>BF16</source>
        <comment>precision</comment>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <comment>precision</comment>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8 (8-bit weights)</source>
        <comment>precision</comment>
        <translation>INT8（8 位权重）</translation>
    </message>
    <message>
        <source>INT4 (4-bit weights)</source>
        <comment>precision</comment>
        <translation>INT4（4 位权重）</translation>
    </message>
    <message>
        <source>AdamW</source>
        <comment>optimizer</comment>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <comment>optimizer</comment>
        <translation>AdamW 8-bit</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <comment>optimizer</comment>
        <translation>Paged AdamW 8-bit</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <comment>optimizer</comment>
        <translation>SGD（带动量）</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <comment>optimizer</comment>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>q, v</source>
        <comment>LoRA target matrices</comment>
        <translation>q, v</translation>
    </message>
    <message>
        <source>q, k, v, o</source>
        <comment>LoRA target matrices</comment>
        <translation>q, k, v, o</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <comment>LoRA target matrices</comment>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>None</source>
        <comment>offload</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Optimizer states to CPU</source>
        <comment>offload</comment>
        <translation>优化器状态卸载到 CPU</translation>
    </message>
    <message>
        <source>Optimizer and parameters to CPU</source>
        <comment>offload</comment>
        <translation>优化器和参数卸载到 CPU</translation>
    </message>
    <message>
        <source>Pay-as-you-go</source>
        <comment>billing</comment>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <comment>billing</comment>
        <translation>包月</translation>
    </message>
    <message>
        <source>Yearly subscription</source>
        <comment>billing</comment>
        <translation>包年</translation>
    </message>
    <message>
        <source>Spot / preemptible</source>
        <comment>billing</comment>
        <translation>竞价实例 / 抢占式</translation>
    </message>
    <message>
        <source>Object storage (S3/OSS/COS)</source>
        <comment>data source</comment>
        <translation>对象存储（S3/OSS/COS）</translation>
    </message>
    <message>
        <source>NAS / NFS share</source>
        <comment>data source</comment>
        <translation>NAS / NFS 共享存储</translation>
    </message>
    <message>
        <source>Local disk</source>
        <comment>data source</comment>
        <translation>本地盘</translation>
    </message>
    <message>
        <source>no model chosen</source>
        <translation>未选择模型</translation>
    </message>
    <message>
        <source>offload applies to training with ZeRO</source>
        <translation>卸载仅适用于使用 ZeRO 的训练</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 不是 %2 之一</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>a scenario must be a JSON object</source>
        <translation>场景必须是 JSON 对象</translation>
    </message>
    <message>
        <source>give only one of &quot;model&quot;, &quot;config&quot; and &quot;params&quot;</source>
        <translation>&quot;model&quot;、&quot;config&quot; 和 &quot;params&quot; 只能给出其中一个</translation>
    </message>
    <message>
        <source>must be the path of a config.json</source>
        <translation>必须是 config.json 的路径</translation>
    </message>
    <message>
        <source>a scenario with &quot;config&quot; must carry its &quot;arch&quot;</source>
        <translation>含 &quot;config&quot; 的场景必须同时带有 &quot;arch&quot;</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1（来自 %2）</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>r=%1 on %2</source>
        <translation>r=%1，作用于 %2</translation>
    </message>
    <message>
        <source>batch %1 × %2 tokens</source>
        <translation>批大小 %1 × %2 token</translation>
    </message>
    <message>
        <source>checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation>eager 注意力</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 块 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 块 GPU</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>Pre-training</source>
        <comment>training method: from scratch on a large corpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full training runs in FP32, FP16 or BF16 (FP8 training keeps BF16 weights: choose BF16); %1 is for inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA keeps the base model in FP32, FP16, BF16 or INT8; for a 4-bit base choose QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for QLoRA the base is always NF4 and the precision is the compute type (FP32, FP16 or BF16), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO applies to training; inference splits the model over the GPUs with tensor parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloading the optimizer needs ZeRO stage 1, 2 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offloading parameters needs ZeRO stage 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a short text, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a GPU Advisor scenario (format %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer GPU Advisor (scenario version %1; this one reads up to %2): update the application to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a model preset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <comment>scenario document</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ScenarioEditor</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the marked field first: only a valid scenario is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation type="unfinished">打开场景</translation>
    </message>
    <message>
        <source>GPU Advisor scenarios (*%1 *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished">无法打开场景</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished">无法保存场景</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished">保存场景</translation>
    </message>
    <message>
        <source>GPU Advisor scenarios (*%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ScenarioField</name>
    <message>
        <source>Training method, pre-training or inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight/compute precision (QLoRA: compute dtype).</source>
        <translation type="unfinished">权重/计算精度（QLoRA：计算 dtype）。</translation>
    </message>
    <message>
        <source>fp32 master copy (mixed precision, default) or none (pure low precision).</source>
        <translation type="unfinished">fp32 主权重副本（混合精度，默认）或 none（纯低精度）。</translation>
    </message>
    <message>
        <source>Optimizer.</source>
        <translation type="unfinished">优化器。</translation>
    </message>
    <message>
        <source>Micro-batch size per GPU.</source>
        <translation type="unfinished">每块 GPU 的微批大小。</translation>
    </message>
    <message>
        <source>Gradient accumulation: micro-batches per optimizer step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation type="unfinished">序列长度（token 数）。</translation>
    </message>
    <message>
        <source>Inference: prompt tokens processed at once (0 = the whole sequence).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient (activation) checkpointing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention / memory-efficient attention (default on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank r.</source>
        <translation type="unfinished">LoRA 秩 r。</translation>
    </message>
    <message>
        <source>Matrices that get LoRA adapters.</source>
        <translation type="unfinished">添加 LoRA 适配器的矩阵。</translation>
    </message>
    <message>
        <source>Number of GPUs (data parallel; tensor parallel for inference).</source>
        <translation type="unfinished">GPU 数量（训练为数据并行；推理为张量并行）。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO stage.</source>
        <translation type="unfinished">DeepSpeed ZeRO stage。</translation>
    </message>
    <message>
        <source>ZeRO-Offload to host RAM.</source>
        <translation type="unfinished">ZeRO-Offload，卸载到主机内存。</translation>
    </message>
    <message>
        <source>Safety margin on top of the estimate (0.2 = 20%).</source>
        <translation type="unfinished">在估算值之上预留的安全余量（0.2 = 20%）。</translation>
    </message>
    <message>
        <source>Billing mode for the annual cost.</source>
        <translation type="unfinished">计算年费用所用的计费方式。</translation>
    </message>
    <message>
        <source>Where training data is read from.</source>
        <translation type="unfinished">训练数据的读取位置。</translation>
    </message>
    <message>
        <source>GPU hours used per day (pay-as-you-go, spot).</source>
        <translation type="unfinished">每天使用 GPU 的小时数（按量计费、竞价实例）。</translation>
    </message>
    <message>
        <source>Days used per year.</source>
        <translation type="unfinished">每年使用天数。</translation>
    </message>
    <message>
        <source>Training tokens per epoch (e.g. 2B, 5e8).</source>
        <translation type="unfinished">每个 epoch 的训练 token 数（如 2B、5e8）。</translation>
    </message>
    <message>
        <source>Epochs per training run.</source>
        <translation type="unfinished">一次训练的 epoch 数。</translation>
    </message>
    <message>
        <source>Dataset size in object storage.</source>
        <translation type="unfinished">对象存储中的数据集大小。</translation>
    </message>
    <message>
        <source>Cloud disk per instance.</source>
        <translation type="unfinished">每个实例的云盘大小。</translation>
    </message>
    <message>
        <source>Cloud disk class (provider&apos;s id, e.g. gp3, essd-pl1).</source>
        <translation type="unfinished">云盘类型（云厂商的 id，如 gp3、essd-pl1）。</translation>
    </message>
    <message>
        <source>Checkpoint size (0 = derive from the model).</source>
        <translation type="unfinished">检查点大小（0 = 根据模型推算）。</translation>
    </message>
    <message>
        <source>Checkpoints kept in object storage.</source>
        <translation type="unfinished">在对象存储中保留的检查点数。</translation>
    </message>
    <message>
        <source>Internet egress per day.</source>
        <translation type="unfinished">每天的公网出流量。</translation>
    </message>
    <message>
        <source>Object storage GET requests per day.</source>
        <translation type="unfinished">每天的对象存储 GET 请求数。</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for run time (0 = the published figure for each GPU generation).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::ScenarioForm</name>
    <message>
        <source>Type to search the presets, or type a parameter count such as 7B or 350M (the shape is then inferred). Drop a config.json here to use its exact architecture.</source>
        <translation>输入文字搜索预设，或输入参数量（如 7B 或 350M，将据此推算模型结构）。将 config.json 拖放到此处可使用其精确架构。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Search models or type 7B</source>
        <translation>搜索模型或输入 7B</translation>
    </message>
    <message>
        <source>config.json…</source>
        <comment>open a Hugging Face config file</comment>
        <translation>config.json…</translation>
    </message>
    <message>
        <source>Open a Hugging Face config.json (Ctrl+O)</source>
        <translation>打开 Hugging Face config.json（Ctrl+O）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt;</source>
        <translation>&lt;b&gt;模型&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Weight and compute precision. For QLoRA the base is NF4 and this is the compute dtype.</source>
        <translation>权重与计算精度。QLoRA 的基座为 NF4，此处设置的是计算 dtype。</translation>
    </message>
    <message>
        <source>FP32 (mixed)</source>
        <comment>master weights</comment>
        <translation>FP32（混合精度）</translation>
    </message>
    <message>
        <source>None (pure)</source>
        <comment>master weights</comment>
        <translation>无（纯低精度）</translation>
    </message>
    <message>
        <source>Mixed precision keeps an FP32 master copy of the weights in the optimizer (ZeRO paper: 2+2+12 B/param); pure low precision keeps optimizer states in the weight dtype.</source>
        <translation>混合精度会在优化器中保留一份 FP32 主权重（ZeRO 论文：2+2+12 B/参数）；纯低精度则以权重的 dtype 保存优化器状态。</translation>
    </message>
    <message>
        <source>Micro-batch per GPU (sequences per forward pass).</source>
        <translation>每块 GPU 的微批大小（每次前向传播的序列数）。</translation>
    </message>
    <message>
        <source> tok</source>
        <comment>tokens</comment>
        <translation> token</translation>
    </message>
    <message>
        <source>Data-parallel GPUs for training; tensor-parallel GPUs for inference.</source>
        <translation>训练时为数据并行 GPU 数；推理时为张量并行 GPU 数。</translation>
    </message>
    <message>
        <source>0 (DDP)</source>
        <comment>ZeRO stage</comment>
        <translation>0 (DDP)</translation>
    </message>
    <message>
        <source>1 (optimizer)</source>
        <comment>ZeRO stage</comment>
        <translation>1（优化器）</translation>
    </message>
    <message>
        <source>2 (+gradients)</source>
        <comment>ZeRO stage</comment>
        <translation>2（+梯度）</translation>
    </message>
    <message>
        <source>3 (+parameters)</source>
        <comment>ZeRO stage</comment>
        <translation>3（+参数）</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Safety margin on top of the estimate; 20% is the usual rule.</source>
        <translation>在估算值之上预留的安全余量；通常取 20%。</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>FlashAttention / memory-efficient attention keeps no s×s score matrix.</source>
        <translation>FlashAttention / memory-efficient attention 不保存 s×s 分数矩阵。</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>方法(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>精度(&amp;P)</translation>
    </message>
    <message>
        <source>Op&amp;timizer</source>
        <translation>优化器(&amp;T)</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>批大小(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Seq</source>
        <translation>序列长度(&amp;S)</translation>
    </message>
    <message>
        <source>LoRA &amp;rank</source>
        <translation>LoRA 秩(&amp;R)</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标矩阵</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>GPU 数(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;ZeRO</source>
        <translation>ZeRO(&amp;Z)</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>&amp;Headroom</source>
        <translation>余量(&amp;H)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Job&lt;/b&gt;</source>
        <translation>&lt;b&gt;任务&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Usage and billing assumptions</source>
        <translation>用量与计费假设</translation>
    </message>
    <message>
        <source> h/day</source>
        <translation> 小时/天</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source> B tok</source>
        <comment>billions of tokens</comment>
        <translation> B token</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>provider default</source>
        <translation>云厂商默认</translation>
    </message>
    <message>
        <source>auto (weights)</source>
        <translation>自动（按权重）</translation>
    </message>
    <message>
        <source> GB/day</source>
        <translation> GB/天</translation>
    </message>
    <message>
        <source> /day</source>
        <translation> 次/天</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Pay-as-you-go and spot are charged per hour used; subscriptions for the whole period.</source>
        <translation>按量计费和竞价实例按实际使用小时计费；包月/包年按整个周期计费。</translation>
    </message>
    <message>
        <source>Data from</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Where the training data is read from.</source>
        <translation>训练数据的读取位置。</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>GPU hours used per day (pay-as-you-go and spot).</source>
        <translation>每天使用 GPU 的小时数（按量计费和竞价实例）。</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Days of use per year.</source>
        <translation>每年使用天数。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Training tokens per epoch, in billions (run time and cost).</source>
        <translation>每个 epoch 的训练 token 数，单位为十亿（B），用于计算运行时间和费用。</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoch 数</translation>
    </message>
    <message>
        <source>Passes over the data per run.</source>
        <translation>一次训练遍历数据的次数。</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Dataset kept in object storage.</source>
        <translation>存放在对象存储中的数据集大小。</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>云盘</translation>
    </message>
    <message>
        <source>Cloud disk attached to each instance.</source>
        <translation>每个实例挂载的云盘。</translation>
    </message>
    <message>
        <source>Disk class</source>
        <translation>云盘类型</translation>
    </message>
    <message>
        <source>Cloud disk class; providers that do not offer it are priced with their default class.</source>
        <translation>云盘类型；不提供该类型的云厂商按其默认类型计价。</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Size of one checkpoint; auto = the trained weights in 16-bit.</source>
        <translation>单个检查点的大小；自动 = 以 16 位存储的训练权重大小。</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保留数</translation>
    </message>
    <message>
        <source>Checkpoints kept in object storage.</source>
        <translation>在对象存储中保留的检查点数。</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>Internet egress: weights, logs, UI traffic.</source>
        <translation>公网出流量：权重、日志、界面访问流量。</translation>
    </message>
    <message>
        <source>GETs</source>
        <translation>GET 请求</translation>
    </message>
    <message>
        <source>Object storage GET requests per day.</source>
        <translation>每天的对象存储 GET 请求数。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset nor a parameter count (%2)</source>
        <translation>&apos;%1&apos; 既不是预设也不是参数量（%2）</translation>
    </message>
    <message>
        <source>Open a Hugging Face config.json</source>
        <translation>打开 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model config (config.json *.json);;All files (*)</source>
        <translation>模型配置 (config.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 params · %2 layers · hidden %3 · heads %4/%5 KV · vocab %6</source>
        <translation>%1 参数 · %2 层 · hidden %3 · 注意力头 %4/%5 KV · 词表 %6</translation>
    </message>
    <message>
        <source> · MoE %1 experts, top-%2</source>
        <translation> · MoE %1 个专家，top-%2</translation>
    </message>
    <message>
        <source> · shape inferred from the parameter count</source>
        <translation> · 结构由参数量推算</translation>
    </message>
    <message>
        <source> · from %1</source>
        <translation> · 来自 %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>⚠ %1 — showing the last valid result.</source>
        <translation>⚠ %1 — 显示的是上一次的有效结果。</translation>
    </message>
    <message>
        <source>Gradient accumulation: micro-batches per optimizer step. Memory is unchanged; gradients cross the network once per step instead of once per micro-batch (ZeRO-0/1), so scaling improves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole seq</source>
        <comment>prompt length: the whole sequence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference: prompt tokens processed at once (prefill); the rest of the sequence is generated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accum</source>
        <comment>gradient accumulation steps</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by GPU</source>
        <comment>MFU: the published figure for each GPU generation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for run time. &quot;by GPU&quot; uses the published figure for each GPU generation (Pascal to Blackwell; hover a run time for its source); set a number to use it for every GPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source> CNY per USD</source>
        <translation> 人民币/美元</translation>
    </message>
    <message>
        <source>Used to compare CNY-priced clouds (Alibaba, Tencent) with USD-priced ones. Set today&apos;s rate.</source>
        <translation>用于比较以人民币计价的云（阿里云、腾讯云）和以美元计价的云。请设置当日汇率。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Show money in</source>
        <translation>货币单位</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Default headroom</source>
        <translation>默认余量</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Catalog &gt; Update prices fetches the catalog from here over HTTPS: the document `gpu-advisor catalog --json` prints, as a mirror serves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for newer prices once a week, in the background after start-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update prices from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::cli</name>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>意外的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>GPU memory per GPU for %1 (%2 parameters, %3)</source>
        <translation>%1 每块 GPU 所需显存（%2 参数，%3）</translation>
    </message>
    <message>
        <source>shape inferred from --params</source>
        <translation>结构由 --params 推算</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组成项</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Budget (+%1% headroom)</source>
        <translation>显存预算（+%1% 余量）</translation>
    </message>
    <message>
        <source>needs %1 GiB = %2 + %3% headroom</source>
        <translation>需要 %1 GiB = %2 + %3% 余量</translation>
    </message>
    <message>
        <source>Host RAM for offloaded states: %1 GiB per GPU</source>
        <translation>卸载状态所需主机内存：每块 GPU %1 GiB</translation>
    </message>
    <message>
        <source>Note: the architecture was inferred from the parameter count; give --model or --config for exact activations.</source>
        <translation>注意：模型架构由参数量推算；请指定 --model 或 --config 以获得准确的激活值。</translation>
    </message>
    <message>
        <source>Estimate the GPU memory a training or inference job needs, per GPU.</source>
        <translation>估算训练或推理任务在每块 GPU 上所需的显存。</translation>
    </message>
    <message>
        <source>List the model presets with their architecture.</source>
        <translation>列出模型预设及其架构。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Params</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Hidden</translation>
    </message>
    <message>
        <source>Heads/KV</source>
        <translation>头数/KV</translation>
    </message>
    <message>
        <source>Vocab</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source> (MoE %1×, top-%2)</source>
        <translation> (MoE %1×，top-%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n preset(s). Use one with --model ID, or give --config config.json or --params 7B.</source>
        <translation>
            <numerusform>共 %n 个预设。使用 --model ID 选用其中之一，或指定 --config config.json 或 --params 7B。</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Show money in USD or CNY.</source>
        <translation>以 USD 或 CNY 显示金额。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>Which instances fit the job, what holds each back, and what each costs.</source>
        <translation>哪些实例放得下该任务、各自的瓶颈以及费用。</translation>
    </message>
    <message>
        <source>Show only the first N instances.</source>
        <translation>仅显示前 N 个实例。</translation>
    </message>
    <message>
        <source>Only this provider (repeatable): alibaba, tencent, aws, azure, gcp, lambda, runpod.</source>
        <translation>仅限此云厂商（可重复指定）：alibaba, tencent, aws, azure, gcp, lambda, runpod。</translation>
    </message>
    <message>
        <source>--top: must be a whole number of at least 1, got &apos;%1&apos;</source>
        <translation>--top：必须是不小于 1 的整数，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--provider: unknown provider &apos;%1&apos; (known: %2)</source>
        <translation>--provider：未知云厂商 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>%1 of %2 instances fit (%3 per GPU with headroom); prices in %4, %5 billing, %6 h/day.</source>
        <translation>%2 个实例中有 %1 个放得下（含余量每块 GPU %3）；价格单位 %4，计费方式 %5，每天 %6 小时。</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>可运行</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>GiB/GPU</translation>
    </message>
    <message>
        <source>Need</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Run h</source>
        <translation>训练小时</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>训练费用</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source> (%1 nodes)</source>
        <translation> (%1 个节点)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source> (est.)</source>
        <translation> (估算)</translation>
    </message>
    <message>
        <source>Advisories for the job:</source>
        <translation>该任务的建议：</translation>
    </message>
    <message>
        <source>Add a catalog: GPU Advisor JSON, SkyPilot vms.csv or gpuhunt CSV.</source>
        <translation>添加价格目录：GPU Advisor JSON、SkyPilot vms.csv 或 gpuhunt CSV。</translation>
    </message>
    <message>
        <source>The catalog file.</source>
        <translation>价格目录文件。</translation>
    </message>
    <message>
        <source>Cloud the CSV describes (default: from the file name).</source>
        <translation>CSV 描述的云（默认：根据文件名判断）。</translation>
    </message>
    <message>
        <source>Date of the prices (default: the file&apos;s date).</source>
        <translation>价格日期（默认：文件日期）。</translation>
    </message>
    <message>
        <source>Skip rows whose GPU has no GPU Advisor id instead of failing.</source>
        <translation>跳过 GPU 没有 GPU Advisor id 的行，而不是报错。</translation>
    </message>
    <message>
        <source>give exactly one FILE to import</source>
        <translation>请只指定一个要导入的 FILE</translation>
    </message>
    <message>
        <source>Imported %1 (%2): %3 instances, %4 GPUs, %5 rows skipped; stored in %6</source>
        <translation>已导入 %1（%2）：%3 个实例，%4 种 GPU，跳过 %5 行；保存在 %6</translation>
    </message>
    <message>
        <source>Catalog %1 (newest figure %2): %3 GPUs, %4 instances from %5 providers.</source>
        <translation>价格目录 %1（最新数据日期 %2）：%3 种 GPU，来自 %5 家云厂商的 %4 个实例。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Imported catalogs in %1: %2</source>
        <translation>%1 中已导入的价格目录：%2</translation>
    </message>
    <message>
        <source>GPU memory needed per GPU, component by component</source>
        <translation>每块 GPU 所需显存，按组成项列出</translation>
    </message>
    <message>
        <source>instances that fit, their bottlenecks and yearly cost</source>
        <translation>放得下的实例、其瓶颈及年费用</translation>
    </message>
    <message>
        <source>list the model presets</source>
        <translation>列出模型预设</translation>
    </message>
    <message>
        <source>Usage: gpu-advisor [VERB] [OPTIONS]

Without a verb, the GUI starts. Verbs:
</source>
        <translation>用法：gpu-advisor [子命令] [选项]

不带子命令时启动图形界面。子命令：
</translation>
    </message>
    <message>
        <source>
`gpu-advisor VERB --help` lists a verb&apos;s options. Exit codes: 0 ok, 2 bad input, 3 file or network failure.
</source>
        <translation>
`gpu-advisor VERB --help` 列出该子命令的选项。退出码：0 成功，2 输入有误，3 文件或网络故障。
</translation>
    </message>
    <message>
        <source>gpu-advisor: unknown verb &apos;%1&apos;</source>
        <translation>gpu-advisor：未知子命令 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Model preset id (see `gpu-advisor models`).</source>
        <translation>模型预设 id（参见 `gpu-advisor models`）。</translation>
    </message>
    <message>
        <source>Hugging Face config.json of the model.</source>
        <translation>模型的 Hugging Face config.json。</translation>
    </message>
    <message>
        <source>Parameter count, e.g. 7B, 7.6e9, 350M (shape inferred).</source>
        <translation>参数量，如 7B、7.6e9、350M（推算模型结构）。</translation>
    </message>
    <message>
        <source>give only one model source</source>
        <translation>只能指定一个模型来源</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a preset id; `gpu-advisor models` lists them</source>
        <translation>&apos;%1&apos; 不是预设 id；`gpu-advisor models` 可列出所有预设</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (是否指 %1？)</translation>
    </message>
    <message>
        <source>contradict each other</source>
        <translation>相互矛盾</translation>
    </message>
    <message>
        <source>--out: give the file to write, e.g. --out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What your tools will show at the peak: nvidia-smi %1 GiB · torch.cuda.max_memory_reserved %2 GiB · torch.cuda.max_memory_allocated %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate, CNY per USD (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON (the same as --format json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: must be table, json or csv, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing holds the job on %n GPU(s). The smallest configuration per GPU model:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished">GPU</translation>
    </message>
    <message>
        <source>%1 (%2 nodes)</source>
        <translation type="unfinished">%1（%2 个节点）</translation>
    </message>
    <message>
        <source>Rerun with --gpus N --zero Z to see every instance at that configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3 per year, run %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flawed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch a newer catalog: the document `gpu-advisor catalog --json` prints, served over HTTPS. It replaces the catalog in use only when its as_of is newer; imports stay on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to fetch it (default: the address set in Preferences).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up after this many seconds without data (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--url: no address given and none set in Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address set in Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout: must be more than 0 and at most 600 seconds, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog version, date, counts and sources. `catalog import FILE` adds a catalog; `catalog refresh` fetches a newer one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a bash script that checks a rented machine against the job: GPU model, count and memory, driver and CUDA, disk speed and space, vCPUs, RAM, RDMA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance rented, PROVIDER:TYPE[:REGION] as `gpu-advisor advise` lists it: its GPU model and count are checked too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script to write, e.g. check.sh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the disk test in MiB, %1 to %2 (default %3); the script&apos;s own --disk-test-mb overrides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--disk-test-mb: must be a whole number of MiB between %1 and %2, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown instance &apos;%1&apos;; `gpu-advisor advise` lists them as PROVIDER:TYPE:REGION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the job does not fit %1 (%2 GiB per GPU needed, %3 GiB usable); the script will fail its memory check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 for %2. Run it on the rented machine: bash %3 (--help lists its options).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the PDF report a manager can forward: what to rent, why, what it costs per year and per run, the risks, and the details behind them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved scenario (*.gpuadvisor.json) to compare side by side with this one (repeatable, up to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF to write, e.g. report.pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the report: en or zh_CN (default en).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: must be one of %1, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare: at most %1 scenarios, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the PDF report: what to rent, why, what it costs, the risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bash script that checks a rented machine against the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog version, counts, sources; `catalog import FILE`, `catalog refresh`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-advisor: unknown option &apos;%1&apos; (options follow the verb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved scenario (*.gpuadvisor.json) used as the base; flags override it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ga::json</name>
    <message>
        <source>invalid JSON at byte %1</source>
        <translation>第 %1 字节处 JSON 无效</translation>
    </message>
    <message>
        <source>invalid JSON (%1)</source>
        <translation>JSON 无效（%1）</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a non-empty string, got %1</source>
        <translation>必须是非空字符串，实际为 %1</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>more than %1 and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number between %1 and %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
