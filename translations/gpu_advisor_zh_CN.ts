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
        <translation>年成本最低</translation>
    </message>
    <message>
        <source>cheapest run</source>
        <comment>pick</comment>
        <translation>单次运行成本最低</translation>
    </message>
    <message>
        <source>fastest run</source>
        <comment>pick</comment>
        <translation>运行最快</translation>
    </message>
    <message>
        <source>best value</source>
        <comment>pick</comment>
        <translation>性价比最高</translation>
    </message>
    <message>
        <source>Cheapest per year: the lowest yearly total (instance, disk, egress, object storage).</source>
        <translation>年成本最低：年度总费用最低（实例、云盘、公网出流量、对象存储）。</translation>
    </message>
    <message>
        <source>Cheapest run: the lowest cost of one training run (or of generating the dataset&apos;s tokens), scaling losses included.</source>
        <translation>单次运行成本最低：一次训练（或生成数据集全部 token）的费用最低，已计入扩展损耗。</translation>
    </message>
    <message>
        <source>Fastest run: the fewest hours for one run, scaling losses included; ties go to the cheaper run.</source>
        <translation>运行最快：单次运行耗时最短，已计入扩展损耗；耗时相同时选费用更低者。</translation>
    </message>
    <message>
        <source>Best value: delivered compute per money, i.e. dense TFLOPS × GPUs × utilisation × scaling efficiency, divided by the yearly total in thousands.</source>
        <translation>性价比最高：单位花费获得的实际算力，即稠密 TFLOPS × GPU 数 × 利用率 × 扩展效率，再除以年度总费用（以千为单位）。</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 nodes)</source>
        <translation>%1 × %2（%3 个节点）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source> with ZeRO-%1</source>
        <translation>，使用 ZeRO-%1</translation>
    </message>
    <message>
        <source>%1 on %2 %3</source>
        <translation>%2 %3 上的 %1</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>fits with ZeRO-3</source>
        <comment>fit state</comment>
        <translation>用 ZeRO-3 可放下</translation>
    </message>
    <message>
        <source>fits, flawed</source>
        <comment>fits in memory but has a critical advisory</comment>
        <translation>放得下，有缺陷</translation>
    </message>
    <message>
        <source>fits</source>
        <comment>fit state</comment>
        <translation>放得下</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <source>Per M tok</source>
        <comment>cost per million generated tokens</comment>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source> on %1 instances</source>
        <translation>，分布于 %1 个实例</translation>
    </message>
    <message>
        <source> (%1 more idle)</source>
        <translation>（另有 %1 块空闲）</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no price or figure</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Chosen only among instances that fit as configured, have a price and carry no critical advisory; one with no warning that the job may not start or run there as set up (host RAM, disk, CPU, an Arm host, the GPU&apos;s generation, VRAM headroom) wins whenever there is one.</source>
        <translation>只在按当前配置装得下、有价格且没有严重提示的实例中挑选；只要有实例没有“任务可能无法按此配置启动或运行”的警告（主机内存、磁盘、CPU、Arm 主机、GPU 代际、显存余量），就优先选它。</translation>
    </message>
</context>
<context>
    <name>ga::AdviceExport</name>
    <message>
        <source>n/a</source>
        <comment>no price or figure</comment>
        <translation>无</translation>
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
        <source>Fit</source>
        <comment>does the job fit</comment>
        <translation>可运行</translation>
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
        <source> (est.)</source>
        <translation> (估算)</translation>
    </message>
    <message>
        <source>Hours</source>
        <comment>hours to generate the dataset&apos;s tokens</comment>
        <translation>时长</translation>
    </message>
    <message>
        <source>Run h</source>
        <comment>hours of one training run</comment>
        <translation>运行小时</translation>
    </message>
    <message>
        <source>Pick</source>
        <comment>recommendation</comment>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>TTFT ms</source>
        <comment>time to first token</comment>
        <translation>TTFT 毫秒</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <comment>time per output token</comment>
        <translation>TPOT 毫秒</translation>
    </message>
    <message>
        <source>Tok/s</source>
        <comment>output tokens per second</comment>
        <translation>token/秒</translation>
    </message>
</context>
<context>
    <name>ga::Advisories</name>
    <message>
        <source>Info</source>
        <comment>advisory severity</comment>
        <translation>信息</translation>
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
        <translation>%1 参数 → %2 层 × 隐藏维度 %3</translation>
    </message>
    <message>
        <source>Llama-2 proportions (hidden ≈ 128 × layers).</source>
        <translation>按 Llama-2 的比例（隐藏维度 ≈ 128 × 层数）。</translation>
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
        <source>Memory model; usable memory = nvidia-smi total of the GPU.</source>
        <translation>显存模型；可用显存 = 该 GPU 在 nvidia-smi 中的总量。</translation>
    </message>
    <message>
        <source>Memory model; usable memory = nvidia-smi total (%1).</source>
        <translation>显存模型；可用显存 = nvidia-smi 总量（%1）。</translation>
    </message>
    <message>
        <source>%1 has no Tensor Cores: FP16/BF16 matrix math gets no acceleration (FP16 runs at a fraction of FP32 on Pascal), so mixed precision brings no speed-up; run time is estimated at its FP32 rate of %2 TFLOPS.</source>
        <translation>%1 没有 Tensor Core：FP16/BF16 矩阵运算得不到加速（在 Pascal 上 FP16 的速度只有 FP32 的几分之一），因此混合精度不会带来提速；运行时间按其 FP32 算力 %2 TFLOPS 估算。</translation>
    </message>
    <message>
        <source>precision BF16; %1 compute capability %2</source>
        <translation>精度 BF16；%1 计算能力 %2</translation>
    </message>
    <message>
        <source>%1 memory (%2 GB/s), not HBM: the bandwidth-bound parts of each step (attention, norms, the optimizer step) run at a fraction of an HBM GPU&apos;s speed (A100 80GB: 2,039 GB/s; H100 SXM: 3,350 GB/s).</source>
        <translation>%1 显存（%2 GB/s），不是 HBM：每一步中受带宽限制的部分（注意力、归一化、优化器更新）速度只有 HBM GPU 的几分之一（A100 80GB：2,039 GB/s；H100 SXM：3,350 GB/s）。</translation>
    </message>
    <message>
        <source>%1 memory (%2 GB/s), not HBM: decoding reads every weight per token, so tokens per second are bound by this bandwidth (A100 80GB: 2,039 GB/s; H100 SXM: 3,350 GB/s).</source>
        <translation>%1 显存（%2 GB/s），不是 HBM：解码时每个 token 都要读取全部权重，因此每秒 token 数受此带宽限制（A100 80GB：2,039 GB/s；H100 SXM：3,350 GB/s）。</translation>
    </message>
    <message>
        <source>memory type %1, %2 GB/s</source>
        <translation>显存类型 %1，%2 GB/s</translation>
    </message>
    <message>
        <source>%1 is a consumer card and this run takes %2 h: without ECC a flipped bit in a run over %3 hours goes unnoticed, there is no MIG, and NVIDIA&apos;s GeForce licence excludes data-centre deployment. Checkpoint at least hourly, or prefer a data-centre card with ECC.</source>
        <translation>%1 是消费级显卡，而本次运行需要 %2 小时：没有 ECC，超过 %3 小时的运行中发生比特翻转将无法察觉；不支持 MIG；且 NVIDIA 的 GeForce 许可禁止数据中心部署。请至少每小时保存一次检查点，或优先选择带 ECC 的数据中心显卡。</translation>
    </message>
    <message>
        <source>%1 is a consumer card: no ECC by default, no MIG, and NVIDIA&apos;s GeForce licence excludes data-centre deployment. Acceptable for runs under %2 hours and experiments.</source>
        <translation>%1 是消费级显卡：默认无 ECC，不支持 MIG，且 NVIDIA 的 GeForce 许可禁止数据中心部署。适用于 %2 小时以内的运行和实验。</translation>
    </message>
    <message>
        <source>consumer: yes; ECC: %1; MIG: %2; run %3 h</source>
        <translation>消费级：是；ECC：%1；MIG：%2；运行 %3 小时</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>FlashAttention requested; sm_%1 &lt; sm_80</source>
        <translation>已选用 FlashAttention；sm_%1 &lt; sm_80</translation>
    </message>
    <message>
        <source>%1 GB per GPU and step over %2 at %3 GB/s; scaling %4%</source>
        <translation>每块 GPU 每步经 %2 传输 %1 GB，速率 %3 GB/s；扩展效率 %4%</translation>
    </message>
    <message>
        <source>%1 GPUs per node without NVLink: each step moves %2 GB per GPU over PCIe at about %3 GB/s (an 8-GPU NVLink A100 node: 230 GB/s), so the GPUs reach %4% of a linear speed-up.</source>
        <translation>每个节点 %1 块 GPU 且无 NVLink：每一步每块 GPU 要经 PCIe 以约 %3 GB/s 传输 %2 GB（8 卡 NVLink A100 节点：230 GB/s），因此这些 GPU 只能达到线性加速的 %4%。</translation>
    </message>
    <message>
        <source>%1 GPUs per node without NVLink: tensor-parallel all-reduces go over PCIe (%2 µs each), so the GPUs reach %3% of a linear speed-up.</source>
        <translation>每个节点 %1 块 GPU 且无 NVLink：张量并行的 all-reduce 经 PCIe 进行（每次 %2 µs），因此这些 GPU 只能达到线性加速的 %3%。</translation>
    </message>
    <message>
        <source>PCIe %1.0 x%2 per GPU: half the bandwidth of x16, so an all-reduce across the GPUs takes about twice as long.</source>
        <translation>每块 GPU 为 PCIe %1.0 x%2：带宽只有 x16 的一半，因此 GPU 间的 all-reduce 耗时约为两倍。</translation>
    </message>
    <message>
        <source>%1 Gbps (assumed: not published)</source>
        <translation>%1 Gbps（假设值：未公布）</translation>
    </message>
    <message>
        <source>%1 nodes without RDMA (InfiniBand, RoCE or EFA): every step crosses a %2 TCP network at about %3 GB/s, so the %4 GPUs reach %5% of a linear speed-up; the run hours include it.</source>
        <translation>%1 个节点之间没有 RDMA（InfiniBand、RoCE 或 EFA）：每一步都要经过 %2 TCP 网络，速率约 %3 GB/s，因此 %4 块 GPU 只能达到线性加速的 %5%；运行时长已计入这一影响。</translation>
    </message>
    <message>
        <source>; RDMA: %1</source>
        <translation>；RDMA：%1</translation>
    </message>
    <message>
        <source>Communication is not hidden: %1 GPUs over %2 reach %3% of a linear speed-up. Gradient accumulation, fewer and larger GPUs, or a lower ZeRO stage cut the bytes per step.</source>
        <translation>通信未被掩盖：%1 块 GPU 经 %2 互联，只能达到线性加速的 %3%。梯度累积、使用数量更少但规格更大的 GPU，或降低 ZeRO stage，都能减少每步传输的字节数。</translation>
    </message>
    <message>
        <source>The job uses %1 of the %2 GPUs paid for: %3 stay idle, %4% of the price buys nothing. Raise the GPU count to use them, or choose an instance type with fewer GPUs.</source>
        <translation>该任务只用到付费的 %2 块 GPU 中的 %1 块：%3 块闲置，%4% 的费用白白花掉。可提高 GPU 数以用上它们，或选择 GPU 更少的实例规格。</translation>
    </message>
    <message>
        <source>%1 × %2 GPUs per instance; the job runs on %3</source>
        <translation>%1 × 每实例 %2 块 GPU；任务运行在 %3 块上</translation>
    </message>
    <message>
        <source>The catalog&apos;s GPU count per instance type.</source>
        <translation>价格目录中各实例规格的 GPU 数。</translation>
    </message>
    <message>
        <source>vCPU %1 &lt; %2</source>
        <translation>vCPU %1 &lt; %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>CPU at %1 GHz: %2 GHz or more is advised for this job.</source>
        <translation>CPU 主频 %1 GHz：该任务建议 %2 GHz 或更高。</translation>
    </message>
    <message>
        <source>CPU %1 GHz &lt; %2 GHz</source>
        <translation>CPU %1 GHz &lt; %2 GHz</translation>
    </message>
    <message>
        <source>%1 GiB RAM is under the %2 GiB this job needs on each node for DataLoader workers, pinned buffers and loading checkpoints.</source>
        <translation>内存 %1 GiB，低于该任务每个节点所需的 %2 GiB（用于 DataLoader worker、锁页缓冲区和加载检查点）。</translation>
    </message>
    <message>
        <source>One CPU socket: pre-training at this scale is usually fed by two, for their memory channels and PCIe lanes.</source>
        <translation>只有一路 CPU：这种规模的预训练通常由双路 CPU 供数，以利用其内存通道和 PCIe 通道。</translation>
    </message>
    <message>
        <source>CPU sockets: %1</source>
        <translation>CPU 路数：%1</translation>
    </message>
    <message>
        <source>Host memory bandwidth of %1 GB/s is under the %2 GB/s that keeps the data pipeline of large pre-training ahead of the GPUs.</source>
        <translation>主机内存带宽 %1 GB/s，低于大规模预训练中让数据管道跑在 GPU 前面所需的 %2 GB/s。</translation>
    </message>
    <message>
        <source>host memory %1 GB/s &lt; %2 GB/s</source>
        <translation>主机内存 %1 GB/s &lt; %2 GB/s</translation>
    </message>
    <message>
        <source>No local NVMe, and the %1 disk tops out at %2 IOPS: under the %3 random-read IOPS that training data and checkpoint writes need.</source>
        <translation>没有本地 NVMe，且 %1 云盘最高只有 %2 IOPS：低于训练数据读取和检查点写入所需的 %3 随机读 IOPS。</translation>
    </message>
    <message>
        <source>local NVMe: none; %1 %2 IOPS &lt; %3</source>
        <translation>本地 NVMe：无；%1 %2 IOPS &lt; %3</translation>
    </message>
    <message>
        <source>No local NVMe: checkpoints of %1 GB go to network disks; local NVMe is the usual advice for full fine-tuning and pre-training.</source>
        <translation>没有本地 NVMe：%1 GB 的检查点要写入网络盘；全参微调和预训练通常建议使用本地 NVMe。</translation>
    </message>
    <message>
        <source>No local NVMe, and the %1 disk reads and writes at most %2 MB/s: under the %3 MB/s that streaming training data from local disk needs; a %4 GB checkpoint takes %5 min to write.</source>
        <translation>没有本地 NVMe，且 %1 云盘读写最高只有 %2 MB/s：低于从本地盘流式读取训练数据所需的 %3 MB/s；写入一个 %4 GB 的检查点需要 %5 分钟。</translation>
    </message>
    <message>
        <source>%1 %2 MB/s &lt; %3 MB/s</source>
        <translation>%1 %2 MB/s &lt; %3 MB/s</translation>
    </message>
    <message>
        <source>%1 GB of disk per node is under the %2 GB this job writes: %3.</source>
        <translation>每个节点 %1 GB 磁盘，低于该任务要写入的 %2 GB：%3。</translation>
    </message>
    <message>
        <source>cloud disk %1 GB; local NVMe %2 GB; needed %3 GB</source>
        <translation>云盘 %1 GB；本地 NVMe %2 GB；需要 %3 GB</translation>
    </message>
    <message>
        <source>Pre-training at this scale reads its corpus and writes %1 GB checkpoints; without GPUDirect Storage every byte passes through CPU memory.</source>
        <translation>这种规模的预训练要读取语料并写入 %1 GB 的检查点；没有 GPUDirect Storage 时，每个字节都要经过 CPU 内存。</translation>
    </message>
    <message>
        <source>%1 Gbps network: streaming the dataset from object storage needs about %2 Gbps to keep the GPUs busy.</source>
        <translation>网络 %1 Gbps：从对象存储流式读取数据集约需 %2 Gbps 才能让 GPU 保持满载。</translation>
    </message>
    <message>
        <source>network %1 Gbps &lt; %2 Gbps</source>
        <translation>网络 %1 Gbps &lt; %2 Gbps</translation>
    </message>
    <message>
        <source>Disk, egress and object storage are %1% of the yearly total, over the 35% a common rule of thumb warns about: review data volumes and the disk class.</source>
        <translation>云盘、公网出流量和对象存储占年度总费用的 %1%，超过了常见经验法则所警示的 35%：请检查数据量和云盘类型。</translation>
    </message>
    <message>
        <source>see the provider&apos;s storage and traffic prices</source>
        <translation>参见云厂商的存储和流量价格</translation>
    </message>
    <message>
        <source>The price is from %1, more than %2 months ago: check the provider&apos;s current price before deciding.</source>
        <translation>该价格来自 %1，已超过 %2 个月：做决定前请核实云厂商的当前价格。</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <source>%1 → pay-as-you-go</source>
        <translation>%1 → 按量计费</translation>
    </message>
    <message numerus="yes">
        <source>Needs %1 GiB per GPU on %n GPU(s): no instance holds it as configured.</source>
        <translation>
            <numerusform>每块 GPU 需要 %1 GiB（共 %n 块 GPU）：按当前配置，没有实例放得下。</numerusform>
        </translation>
    </message>
    <message>
        <source>Smallest configurations that do: %1.</source>
        <translation>能放下的最小配置：%1。</translation>
    </message>
    <message>
        <source>Shard the model with ZeRO-3 over more GPUs</source>
        <translation>用 ZeRO-3 把模型切分到更多 GPU 上</translation>
    </message>
    <message>
        <source>budget %1 GiB</source>
        <translation>显存预算 %1 GiB</translation>
    </message>
    <message>
        <source>Memory model; usable memory = nvidia-smi total of each GPU.</source>
        <translation>显存模型；可用显存 = 每块 GPU 在 nvidia-smi 中的总量。</translation>
    </message>
    <message>
        <source>sequence %1 &gt; max_position_embeddings %2</source>
        <translation>序列长度 %1 &gt; max_position_embeddings %2</translation>
    </message>
    <message>
        <source>Reading training data from NAS/NFS adds milliseconds per file (15–40 ms is often quoted) and stalls the DataLoader; stage the dataset to local NVMe or read object storage through a local cache.</source>
        <translation>从 NAS/NFS 读取训练数据，每个文件会增加数毫秒延迟（常见说法为 15–40 ms），导致 DataLoader 停顿；请先将数据集拷贝到本地 NVMe，或通过本地缓存读取对象存储。</translation>
    </message>
    <message>
        <source>≥ %1 vCPUs per GPU (at least %2)</source>
        <translation>每块 GPU ≥ %1 个 vCPU（至少 %2）</translation>
    </message>
    <message>
        <source>≥ %1 GiB RAM per GPU (at least %2)</source>
        <translation>每块 GPU ≥ %1 GiB 内存（至少 %2）</translation>
    </message>
    <message>
        <source>CPU ≥ %1 GHz</source>
        <translation>CPU ≥ %1 GHz</translation>
    </message>
    <message>
        <source>disk ≥ %1 IOPS</source>
        <translation>磁盘 ≥ %1 IOPS</translation>
    </message>
    <message>
        <source>≥ %1 MB/s sequential</source>
        <translation>顺序读写 ≥ %1 MB/s</translation>
    </message>
    <message>
        <source>%1 GB of disk</source>
        <translation>%1 GB 磁盘</translation>
    </message>
    <message>
        <source>local NVMe</source>
        <translation>本地 NVMe</translation>
    </message>
    <message>
        <source>network ≥ %1 Gbps</source>
        <translation>网络 ≥ %1 Gbps</translation>
    </message>
    <message>
        <source>RDMA between nodes</source>
        <translation>节点间 RDMA</translation>
    </message>
    <message>
        <source>two CPU sockets</source>
        <translation>双路 CPU</translation>
    </message>
    <message>
        <source>host memory bandwidth ≥ %1 GB/s</source>
        <translation>主机内存带宽 ≥ %1 GB/s</translation>
    </message>
    <message>
        <source>GPUDirect Storage</source>
        <translation>GPUDirect Storage</translation>
    </message>
    <message>
        <source>%1: each node should offer %2.</source>
        <translation>%1：每个节点应具备%2。</translation>
    </message>
    <message>
        <source>A common rule of thumb, %1, gives %2 GB; this job needs %3 GB on one GPU (%4 GiB with headroom), %5× that. %6</source>
        <translation>一条常见经验法则 %1 给出 %2 GB；该任务在单块 GPU 上需要 %3 GB（含余量 %4 GiB），是它的 %5×。%6</translation>
    </message>
    <message>
        <source>rule %1 GB vs estimate %2 GB (differ by more than %3%)</source>
        <translation>经验法则 %1 GB，估算 %2 GB（相差超过 %3%）</translation>
    </message>
    <message>
        <source>&quot;7–13B full fine-tuning needs at least 40 GB (V100 or A10)&quot;</source>
        <translation>“7–13B 全参微调至少需要 40 GB（V100 或 A10）”</translation>
    </message>
    <message>
        <source>Mixed-precision AdamW keeps 16 bytes per parameter (weights 2, gradients 2, FP32 master and moments 12: ZeRO, Rajbhandari et al. 2020) before activations, and a V100 (16/32 GB) or A10 (24 GB) is below even the rule&apos;s 40 GB.</source>
        <translation>混合精度 AdamW 在不计激活值的情况下每个参数占 16 字节（权重 2、梯度 2、FP32 主权重和动量 12：ZeRO，Rajbhandari et al. 2020），而 V100（16/32 GB）或 A10（24 GB）甚至达不到该法则给出的 40 GB。</translation>
    </message>
    <message>
        <source>&quot;models under 3B train on 16 GB (T4 or P40)&quot;</source>
        <translation>“3B 以下的模型可在 16 GB（T4 或 P40）上训练”</translation>
    </message>
    <message>
        <source>Full training keeps 16 bytes per parameter with mixed-precision AdamW; 16 GB holds it only below about 0.7B parameters.</source>
        <translation>使用混合精度 AdamW 的全参训练每个参数占 16 字节；16 GB 只能放下约 0.7B 以下的参数量。</translation>
    </message>
    <message>
        <source>Adapters keep the frozen weights and activations only.</source>
        <translation>适配器训练只保存冻结的权重和激活值。</translation>
    </message>
    <message>
        <source>&quot;parameters × 2 bytes, doubled for safety&quot;</source>
        <translation>“参数量 × 2 字节，再翻一倍以保安全”</translation>
    </message>
    <message>
        <source>Training also holds gradients and optimizer states: 16 bytes per parameter with mixed-precision AdamW, not 4.</source>
        <translation>训练还要保存梯度和优化器状态：使用混合精度 AdamW 时每个参数占 16 字节，而不是 4 字节。</translation>
    </message>
    <message>
        <source>Adapter training holds the (possibly 4-bit) frozen weights, the adapters&apos; states and activations, whose size depends on batch and sequence length.</source>
        <translation>适配器训练要保存（可能为 4-bit 的）冻结权重、适配器的状态以及激活值，激活值的大小取决于批大小和序列长度。</translation>
    </message>
    <message>
        <source>Inference holds the weights in their precision plus the KV cache, which grows with batch and context length.</source>
        <translation>推理要保存按其精度存储的权重以及 KV 缓存，KV 缓存随批大小和上下文长度增长。</translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 over the %1 GPUs: %2 GiB per GPU.</source>
        <translation>在 %1 块 GPU 上使用 ZeRO-3 即可放下：每块 GPU %2 GiB。</translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 over all %1 GPUs paid for: %2 GiB per GPU.</source>
        <translation>在付费的全部 %1 块 GPU 上使用 ZeRO-3 即可放下：每块 GPU %2 GiB。</translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 and CPU offload: %1 GiB per GPU, %2 GiB host RAM.</source>
        <translation>使用 ZeRO-3 并卸载到 CPU 即可放下：每块 GPU %1 GiB，主机内存 %2 GiB。</translation>
    </message>
    <message numerus="yes">
        <source>%1 vCPUs for %n GPU(s): under the %2 this job needs to keep the GPUs fed.</source>
        <translation>
            <numerusform>%1 个 vCPU 对应 %n 块 GPU：低于本作业为 GPU 持续供数所需的 %2 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Its tiers corrected and completed from physics.</source>
        <translation>%1 其分档已依据物理原理修正和补充。</translation>
    </message>
    <message numerus="yes">
        <source>No inference engine can split this model over %n GPU(s) by tensor parallelism: the memory and prices for that count describe a job that cannot start.</source>
        <translation>
            <numerusform>没有任何推理引擎能用张量并行把该模型拆分到 %n 块 GPU 上：该 GPU 数量下的显存和价格描述的是一个无法启动的任务。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nearest GPU counts that work: %1.</source>
        <translation>最接近的可行 GPU 数量：%1。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>vLLM&apos;s divisibility checks for tensor parallelism (attention heads, KV heads, MLP and expert columns; vllm/model_executor/layers/linear.py).</source>
        <translation>vLLM 对张量并行的整除性检查（注意力头、KV 头、MLP 列和专家列；vllm/model_executor/layers/linear.py）。</translation>
    </message>
    <message>
        <source>Rules of thumb of %1, checked here against the numbers shown.</source>
        <translation>%1的经验法则，已在此对照所示数据进行核验。</translation>
    </message>
    <message>
        <source>NVIDIA GeForce software licence (&quot;No Datacenter Deployment&quot;); %1 (runs over %2 hours).</source>
        <translation>NVIDIA GeForce 软件许可（&quot;No Datacenter Deployment&quot;）；%1（超过 %2 小时的运行）。</translation>
    </message>
    <message>
        <source>Compute capability %1: PyTorch&apos;s CUDA 12.8 and 13.0 wheels start at Turing (sm_%2); only the CUDA 12.6 wheels still run here, and newer libraries drop it.</source>
        <translation>计算能力 %1：PyTorch 的 CUDA 12.8 和 13.0 wheel 从 Turing（sm_%2）起支持；只有 CUDA 12.6 的 wheel 仍可在此运行，较新的库也已不再支持。</translation>
    </message>
    <message>
        <source>sm_%1 &lt; sm_%2</source>
        <translation>sm_%1 &lt; sm_%2</translation>
    </message>
    <message>
        <source>%1 GPUs × %2 GiB offloaded &gt; %3% of %4 GiB</source>
        <translation>%1 块 GPU × 卸载 %2 GiB &gt; %4 GiB 的 %3%</translation>
    </message>
    <message>
        <source>Headroom of %1% is under %2%: allocator fragmentation and the longest batch can still run out of memory.</source>
        <translation>%1% 的余量低于 %2%：分配器碎片和最长的批次仍可能导致显存不足。</translation>
    </message>
    <message>
        <source>headroom %1% &lt; %2%</source>
        <translation>余量 %1% &lt; %2%</translation>
    </message>
    <message>
        <source>%1 does not start on %2: %3.</source>
        <translation>%1 无法在 %2 上启动：%3。</translation>
    </message>
    <message>
        <source>%1 is a consumer card for a service of %2 h a day: no ECC by default, no MIG to share it, and NVIDIA&apos;s GeForce licence excludes data-centre deployment. Prefer a data-centre card (L4, L40S, A10) for production.</source>
        <translation>%1 是消费级显卡，而此服务每天运行 %2 小时：默认无 ECC，没有 MIG 可供切分，且 NVIDIA GeForce 许可禁止数据中心部署。生产环境请选择数据中心显卡（L4、L40S、A10）。</translation>
    </message>
    <message>
        <source>time to first token %1 ms &gt; %2 ms</source>
        <translation>首 token 延迟 %1 ms &gt; %2 ms</translation>
    </message>
    <message>
        <source>time per output token %1 ms &gt; %2 ms</source>
        <translation>每输出 token 延迟 %1 ms &gt; %2 ms</translation>
    </message>
    <message>
        <source>Misses the service targets even with one request per replica: %1. A faster GPU or more tensor parallelism is needed.</source>
        <translation>即使每个副本只处理一个请求也达不到服务目标：%1。需要更快的 GPU 或更大的张量并行度。</translation>
    </message>
    <message>
        <source>The host CPU is Arm (aarch64): wheels built only for x86-64 will not install. Check that every package of the stack (flash-attn, bitsandbytes, DeepSpeed, the engine) has an aarch64 build, or use NVIDIA&apos;s NGC containers, which ship one.</source>
        <translation>主机 CPU 是 Arm（aarch64）：只为 x86-64 构建的 wheel 装不上。请确认技术栈的每个包（flash-attn、bitsandbytes、DeepSpeed、推理引擎）都有 aarch64 版本，或使用自带 aarch64 版本的 NVIDIA NGC 容器。</translation>
    </message>
    <message>
        <source>host CPU: aarch64</source>
        <translation>主机 CPU：aarch64</translation>
    </message>
    <message>
        <source>Dao-AILab/flash-attention issue #1866 (2025-09, open): no prebuilt aarch64 wheel for GH200; NVIDIA GH200 datasheet: 72-core Arm Neoverse V2 Grace CPU.</source>
        <translation>Dao-AILab/flash-attention issue #1866（2025-09，未关闭）：没有适用于 GH200 的预编译 aarch64 wheel；NVIDIA GH200 数据手册：72 核 Arm Neoverse V2 Grace CPU。</translation>
    </message>
    <message>
        <source>&quot;QLoRA brings a 7B model down to 24 GB (an RTX 4090)&quot;</source>
        <translation>“用 QLoRA 可把 7B 模型降到 24 GB（RTX 4090 可满足）”</translation>
    </message>
    <message>
        <source>QLoRA holds the 4-bit frozen weights (about 0.55 B per parameter with their constants), the adapters with their states, and activations that grow with batch and sequence length.</source>
        <translation>QLoRA 显存里是冻结的 4 位权重（连同量化常数约每参数 0.55 B）、适配器及其状态，以及随批大小和序列长度增长的激活值。</translation>
    </message>
    <message>
        <source>&quot;fine-tuning LLaMA-3-8B or Qwen2-7B needs at least 40 GB&quot;</source>
        <translation>“微调 LLaMA-3-8B 或 Qwen2-7B 至少需要 40GB 显存”</translation>
    </message>
    <message>
        <source>LoRA keeps the frozen 16-bit weights (2 B per parameter) but no gradients or optimizer states for them: those are the adapters&apos; alone, a fraction of a percent of the model.</source>
        <translation>LoRA 保留冻结的 16 位权重（每参数 2 B），但不为它们保存梯度和优化器状态：这些只属于适配器，不到模型的百分之一。</translation>
    </message>
    <message>
        <source>&quot;10B-class pre-training starts from one 80 GB A100/H100&quot;</source>
        <translation>“百亿参数预训练以单卡 80GB（A100/H100）起步”</translation>
    </message>
    <message>
        <source>No single 80 GB GPU holds it: mixed-precision AdamW keeps 16 bytes per parameter, %1 GB before activations. Spread over 8 GPUs with ZeRO-3 the states are %2 GB per GPU%3.</source>
        <translation>没有哪块 80 GB 的 GPU 单卡放得下：混合精度 AdamW 每个参数占 16 字节，激活值之外就有 %1 GB。用 ZeRO-3 分到 8 块 GPU 上，每块 GPU 的状态为 %2 GB%3。</translation>
    </message>
    <message>
        <source>, so eight 40 GB GPUs hold what one 80 GB GPU cannot</source>
        <translation>，所以 8 块 40 GB 的 GPU 能放下单块 80 GB 放不下的任务</translation>
    </message>
    <message numerus="yes">
        <source>A widely shared guide says disk, egress and object storage often take over 35% of the yearly cost; with this usage they take a median %1% (%2–%3%) over the %n priced instance(s). Check the usage figures (disk, traffic, stored data): they, not a fixed share, decide it.</source>
        <translation>
            <numerusform>一份广为流传的指南称，云盘、公网出流量和对象存储常占年成本的 35% 以上；按当前用量，在 %n 个有价格的实例中它们的中位数占比为 %1%（%2–%3%）。请核对用量数字（云盘、流量、存储的数据）：决定这一占比的是它们，而不是一个固定比例。</numerusform>
        </translation>
    </message>
    <message>
        <source>guide 35%; median here %1%</source>
        <translation>指南 35%；此处中位数 %1%</translation>
    </message>
    <message>
        <source>guide 20 GB; this job %1 GB</source>
        <translation>指南 20 GB；该任务 %1 GB</translation>
    </message>
    <message>
        <source>A widely shared guide advises DataLoader num_workers ≥ the CPU cores. The setting is per process and this job runs one per GPU: on %1 (%2 vCPUs, %3 GPUs) that starts %4 workers for %2 vCPUs. Start from about 4 per GPU (%5 here) and raise it while the GPUs wait for data.</source>
        <translation>一份广为流传的指南建议 DataLoader 的 num_workers ≥ CPU 核数。但该设置按进程生效，而此任务每块 GPU 一个进程：在 %1（%2 个 vCPU、%3 块 GPU）上会启动 %4 个 worker 去抢 %2 个 vCPU。建议从每块 GPU 约 4 个（此处 %5 个）开始，GPU 等数据时再调高。</translation>
    </message>
    <message>
        <source>guide %1 workers × %2 processes; about %3 per GPU</source>
        <translation>指南 %1 个 worker × %2 个进程；建议每块 GPU 约 %3 个</translation>
    </message>
    <message>
        <source>%1; PyTorch torch.utils.data.DataLoader: num_workers is per DataLoader, each training process (one per GPU under torchrun) has its own.</source>
        <translation>%1；PyTorch torch.utils.data.DataLoader：num_workers 按 DataLoader 计，每个训练进程（torchrun 下每块 GPU 一个）各有自己的 worker。</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU 数</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>PCIe generation and lanes per GPU</source>
        <translation>每块 GPU 的 PCIe 代数与通道数</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU 路数</translation>
    </message>
    <message>
        <source>host memory bandwidth</source>
        <translation>主机内存带宽</translation>
    </message>
    <message>
        <source>network bandwidth</source>
        <translation>网络带宽</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Not published for this instance, so not checked: %1. Ask the provider, or run the preflight script on the machine before the paid run.</source>
        <translation>该实例未公布以下信息，因此未作检查：%1。请向云厂商确认，或在付费运行前在机器上运行预检脚本。</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source> That cap carries %1 GB a day only if it flows evenly over the %2 h used: size it for the peak rate.</source>
        <translation>该带宽仅在每天 %1 GB 流量均匀分布于使用的 %2 小时内时才够用：请按峰值速率选择带宽。</translation>
    </message>
    <message>
        <source>Egress by traffic costs %1 a year here; a fixed bandwidth of %2 Mbps (按固定带宽) costs %3, %4% less.</source>
        <translation>此处按使用流量计费的公网出流量每年 %1；按固定带宽 %2 Mbps 计费每年 %3，便宜 %4%。</translation>
    </message>
    <message>
        <source>A fixed bandwidth of %1 Mbps costs %2 a year here; the same %3 GB a day by traffic costs %4, %5% less.</source>
        <translation>此处按固定带宽 %1 Mbps 计费每年 %2；同样每天 %3 GB 按使用流量计费每年 %4，便宜 %5%。</translation>
    </message>
    <message>
        <source>by traffic %1, fixed %2 Mbps %3 per year</source>
        <translation>按流量每年 %1，固定带宽 %2 Mbps 每年 %3</translation>
    </message>
    <message>
        <source>The GPUs wait for data: reading %1 GB per epoch over %2 Gbps takes %3 h, the compute %4 h, so GPU memory is full while utilisation stays low. Copy the dataset to a local NVMe disk first, pick an instance with a faster network, or shrink the data (tokenise once, store the token ids).</source>
        <translation>GPU 在等数据：每个 epoch 通过 %2 Gbps 网络读取 %1 GB 需要 %3 小时，而计算只需 %4 小时，因此显存占满而利用率很低。请先把数据集复制到本地 NVMe 盘，或选网络更快的实例，或缩小数据（预先分词，只存 token id）。</translation>
    </message>
    <message>
        <source>reading %1 h &gt; compute %2 h</source>
        <translation>读取 %1 小时 &gt; 计算 %2 小时</translation>
    </message>
    <message>
        <source>Dataset bytes ÷ the instance&apos;s published network rate, an upper bound on what object storage or NAS delivers to one node.</source>
        <translation>数据集字节数 ÷ 实例公布的网络速率；这是对象存储或 NAS 能向单个节点提供的速率上限。</translation>
    </message>
    <message>
        <source>%1 (--storage-class %2)</source>
        <translation>%1（--storage-class %2）</translation>
    </message>
    <message>
        <source>The GPUs wait for data: the object storage reads at most %1 Gbps for all %2 nodes together, so %3 GB per epoch takes %4 h against %5 h of compute. Ask the provider to raise the limit, copy the dataset to local NVMe first%6.</source>
        <translation>GPU 在等数据：对象存储为全部 %2 个节点合计最多只能读 %1 Gbps，因此每个 epoch 读取 %3 GB 需要 %4 小时，而计算只需 %5 小时。请让云厂商提高该限额，或先把数据集复制到本地 NVMe 盘%6。</translation>
    </message>
    <message>
        <source>, or read it from %1</source>
        <translation>，或改从 %1 读取</translation>
    </message>
    <message>
        <source>reading %1 h &gt; compute %2 h; storage %3 Gbps &lt; %4 × %5 Gbps</source>
        <translation>读取 %1 小时 &gt; 计算 %2 小时；存储 %3 Gbps &lt; %4 × %5 Gbps</translation>
    </message>
    <message>
        <source>Dataset bytes ÷ the storage&apos;s published read ceiling for all readers (a bucket&apos;s or account&apos;s bandwidth, an accelerator&apos;s rate per TB of cache), where it is below the nodes&apos; networks together.</source>
        <translation>数据集字节数 ÷ 存储公布的全体读取方合计读取上限（存储桶或账号的带宽、加速器按每 TB 缓存计的速率），当它低于各节点网络之和时适用。</translation>
    </message>
    <message>
        <source>%1 is a GPU rental platform: GPUs by the hour on machines it assigns, with no published SLA, and the data disk is local to the machine. Keep checkpoints and the dataset in object storage or on your own disk, and save often%2.</source>
        <translation>%1 是 GPU 租用平台：在其分配的机器上按小时租用 GPU，没有公布 SLA，数据盘位于该机器本地。请把检查点和数据集放在对象存储或你自己的盘上，并经常保存%2。</translation>
    </message>
    <message>
        <source> (this run takes %1 h)</source>
        <translation>（本次运行需要 %1 小时）</translation>
    </message>
    <message>
        <source>; a service of %1 h a day needs a provider with an SLA</source>
        <translation>；每天运行 %1 小时的服务需要有 SLA 的云厂商</translation>
    </message>
    <message>
        <source>provider kind: GPU rental platform; SLA: none published</source>
        <translation>云厂商类型：GPU 租用平台；SLA：未公布</translation>
    </message>
    <message>
        <source>The provider&apos;s own terms as the catalog cites them (%1). AutoDL&apos;s documentation, for example: billed by the second, the data disk a local SSD without redundancy, an instance released after 15 days powered off (wuzihuang/AUTODL-PLUGIN skills/autodl/references/operations-guide.md @ 5358528, a 2026-08-20 snapshot of autodl.com/docs).</source>
        <translation>依据目录所引的该云厂商自身条款（%1）。例如 AutoDL 文档：按秒计费，数据盘为无冗余的本地 SSD，关机 15 天后实例被释放（wuzihuang/AUTODL-PLUGIN skills/autodl/references/operations-guide.md @ 5358528，autodl.com/docs 于 2026-08-20 的快照）。</translation>
    </message>
    <message>
        <source>QLoRA&apos;s 4-bit weights (bitsandbytes)</source>
        <translation>QLoRA 的 4 位权重（bitsandbytes）</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes)</source>
        <translation>8 位 AdamW（bitsandbytes）</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>%1 is not a CUDA device: PyTorch runs on it through torch_npu and the CANN toolkit, vLLM through the vllm-ascend plugin; install those builds (Huawei&apos;s CANN images ship them), not the CUDA wheels.</source>
        <translation>%1 不是 CUDA 设备：PyTorch 需通过 torch_npu 与 CANN 工具包运行，vLLM 需通过 vllm-ascend 插件运行；请安装这些版本（华为的 CANN 镜像已内置），而不是 CUDA 版的 wheel。</translation>
    </message>
    <message>
        <source>%1 is not a CUDA device, and this job needs what has no Ascend build: %2. Choose a CUDA GPU, or change the job (LoRA in 16-bit instead of QLoRA, plain AdamW, another framework).</source>
        <translation>%1 不是 CUDA 设备，而此任务需要没有昇腾版本的组件：%2。请选择 CUDA GPU，或修改任务（用 16 位 LoRA 代替 QLoRA、用普通 AdamW、换用其他框架）。</translation>
    </message>
    <message>
        <source>vendor: Huawei Ascend (CANN); needs without an Ascend build: %1</source>
        <translation>厂商：华为昇腾（CANN）；所需但无昇腾版本的组件：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>DeepEP&apos;s all-to-all (NVSHMEM, NVIDIA GPUs only)</source>
        <translation>DeepEP 的 all-to-all（NVSHMEM，仅限 NVIDIA GPU）</translation>
    </message>
    <message>
        <source>vllm-project/vllm docs/getting_started/installation/gpu.rocm.inc.md @ b4ae92e (MI200s gfx90a, MI300 gfx942; MORI for expert parallelism); bitsandbytes-foundation/bitsandbytes docs/source/installation.mdx @ 557bfc2 (2026-08-13; ROCm wheels for gfx90a, gfx942, gfx950); Dao-AILab/flash-attention README @ 0251105 (2026-08-15; FlashAttention-2&apos;s ROCm CK back-end supports MI200x, MI250x, MI300x); deepseek-ai/DeepEP README (NVSHMEM); unslothai/unsloth README (NVIDIA, AMD and Intel GPUs).</source>
        <translation>vllm-project/vllm docs/getting_started/installation/gpu.rocm.inc.md @ b4ae92e（MI200 系列 gfx90a、MI300 gfx942；专家并行使用 MORI）；bitsandbytes-foundation/bitsandbytes docs/source/installation.mdx @ 557bfc2（2026-08-13；提供 gfx90a、gfx942、gfx950 的 ROCm wheel）；Dao-AILab/flash-attention README @ 0251105（2026-08-15；FlashAttention-2 的 ROCm CK 后端支持 MI200x、MI250x、MI300x）；deepseek-ai/DeepEP README（NVSHMEM）；unslothai/unsloth README（NVIDIA、AMD 和 Intel GPU）。</translation>
    </message>
    <message>
        <source>Ascend/pytorch (torch_npu) and vllm-project/vllm-ascend on GitHub; SGLang&apos;s &apos;Ascend NPUs&apos; documentation (docs.sglang.io); transformers src/transformers/integrations/npu_flash_attention.py; deepseek-ai/DeepEP README (NVSHMEM); bitsandbytes v0.50 installation guide (builds for NVIDIA, AMD, Intel XPU and Gaudi, Apple Silicon; none for Ascend); unslothai/unsloth README (NVIDIA, AMD and Intel GPUs).</source>
        <translation>GitHub 上的 Ascend/pytorch（torch_npu）和 vllm-project/vllm-ascend；SGLang 的“Ascend NPUs”文档（docs.sglang.io）；transformers src/transformers/integrations/npu_flash_attention.py；deepseek-ai/DeepEP README（NVSHMEM）；bitsandbytes v0.50 安装指南（提供 NVIDIA、AMD、Intel XPU 与 Gaudi、Apple Silicon 版本；没有 Ascend 版本）；unslothai/unsloth README（NVIDIA、AMD 和 Intel GPU）。</translation>
    </message>
    <message>
        <source>%1 is an AMD GPU, not a CUDA device, and DeepEP&apos;s kernels run on NVIDIA GPUs only (NVSHMEM): choose the default all-to-all, or a CUDA GPU (on ROCm vLLM&apos;s expert parallelism uses AMD&apos;s MORI instead).</source>
        <translation>%1 是 AMD GPU，不是 CUDA 设备，而 DeepEP 的内核只能在 NVIDIA GPU 上运行（NVSHMEM）：请选择默认的 all-to-all，或改用 CUDA GPU（在 ROCm 上 vLLM 的专家并行改用 AMD 的 MORI）。</translation>
    </message>
    <message>
        <source>%1 is an AMD GPU: not a CUDA device. PyTorch, vLLM, bitsandbytes and FlashAttention-2 run on it through their ROCm builds (PyTorch&apos;s ROCm wheels, AMD&apos;s rocm/pytorch and rocm/vllm images), not the CUDA wheels; kernels written for CUDA alone will not.</source>
        <translation>%1 是 AMD GPU，不是 CUDA 设备。PyTorch、vLLM、bitsandbytes 和 FlashAttention-2 需通过其 ROCm 版本运行（PyTorch 的 ROCm wheel，AMD 的 rocm/pytorch 和 rocm/vllm 镜像），而不是 CUDA 版 wheel；只为 CUDA 编写的内核无法运行。</translation>
    </message>
    <message>
        <source>vendor: AMD (ROCm); DeepEP asked: %1</source>
        <translation>厂商：AMD（ROCm）；是否使用 DeepEP：%1</translation>
    </message>
    <message>
        <source>Split the experts over more GPUs, or train without expert parallelism and shard the model with ZeRO-3</source>
        <translation>把专家拆分到更多 GPU 上，或不用专家并行、改用 ZeRO-3 切分模型</translation>
    </message>
    <message>
        <source>transformers&apos; generate() runs in one process, and device_map=&quot;auto&quot; spreads the layers over the GPUs of one machine only: %1 GPUs cannot come from %2 machines of %3. Choose an instance with %1 GPUs, or serve with vLLM or SGLang, which span machines.</source>
        <translation>transformers 的 generate() 在单个进程中运行，device_map=&quot;auto&quot; 只能把各层分到同一台机器的 GPU 上：%1 块 GPU 无法来自 %2 台各有 %3 块 GPU 的机器。请选择带 %1 块 GPU 的实例，或改用可跨机器的 vLLM 或 SGLang 部署。</translation>
    </message>
    <message>
        <source>%1 GPU(s) per instance, %2 needed in one process</source>
        <translation>每个实例 %1 块 GPU，单个进程需要 %2 块</translation>
    </message>
    <message>
        <source>accelerate&apos;s big-model inference (device_map) places modules on the devices one process sees (huggingface/accelerate docs, usage_guides/big_modeling)</source>
        <translation>accelerate 的大模型推理（device_map）把模块放在单个进程可见的设备上（huggingface/accelerate 文档，usage_guides/big_modeling）</translation>
    </message>
    <message>
        <source>That figure is for fine-tuning of any kind; QLoRA keeps the frozen weights in 4 bits (about 0.55 B per parameter with their constants), and the same guide brings QLoRA down to 24 GB.</source>
        <translation>这个数字针对的是各种方式的微调；QLoRA 以 4 位保存冻结的权重（连同量化常数约每参数 0.55 B），同一份指南也把 QLoRA 降到了 24 GB。</translation>
    </message>
    <message>
        <source>The data comes from %1, so the GPUs wait for batches unless the loader keeps ahead: give each training process&apos;s DataLoader about 4 workers (num_workers is per process, one process per GPU), pin_memory=True so batches copy to the GPU while it computes, and persistent_workers=True so the workers outlive each epoch. Raise num_workers while nvidia-smi shows the GPUs idle between steps.</source>
        <translation>数据来自%1，除非数据加载跟得上，否则 GPU 会等待批次：给每个训练进程的 DataLoader 约 4 个 worker（num_workers 按进程计，每块 GPU 一个进程），设置 pin_memory=True 让批次在 GPU 计算时异步拷贝，设置 persistent_workers=True 让 worker 跨 epoch 保留。nvidia-smi 显示 GPU 在步与步之间空闲时，再调高 num_workers。</translation>
    </message>
    <message>
        <source>%1 GPU(s) and %2 vCPUs on the recommended instance: %3 workers in all</source>
        <translation>推荐实例上 %1 块 GPU、%2 个 vCPU：共 %3 个 worker</translation>
    </message>
    <message>
        <source>%1 GPU(s) on the recommended instance; its vCPUs are not published</source>
        <translation>推荐实例上 %1 块 GPU；其 vCPU 数未公布</translation>
    </message>
    <message>
        <source>PyTorch torch.utils.data.DataLoader (num_workers, pin_memory, persistent_workers) and the PyTorch performance tuning guide (asynchronous data loading, pinned memory)</source>
        <translation>PyTorch torch.utils.data.DataLoader（num_workers、pin_memory、persistent_workers）与 PyTorch 性能调优指南（异步数据加载、锁页内存）</translation>
    </message>
    <message>
        <source>A widely shared guide calls a 20 GB fast system disk the floor; this job needs %1 GB of disk (%2). The system takes about %3 GB of it; keep the other %4 GB, the model&apos;s files in the Hugging Face cache and the checkpoints, on a data disk apart from the system disk and size that one for them, so that a full data disk cannot stop the system.</source>
        <translation>一份广为流传的指南把 20 GB 的高性能系统盘当作底线；这个任务需要 %1 GB 磁盘（%2）。其中系统约占 %3 GB；其余 %4 GB，即 Hugging Face 缓存中的模型文件和检查点，请放在与系统盘分开的数据盘上，并按它们的大小配置数据盘，这样数据盘写满时不会拖垮系统。</translation>
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
        <translation>提示</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>
Applies to the selected instance.</source>
        <translation>
适用于所选实例。</translation>
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
    <name>ga::AlibabaPrices</name>
    <message>
        <source>is %1, not an array of prices</source>
        <translation>是 %1，不是价格数组</translation>
    </message>
    <message>
        <source>is %1, not {&quot;price&quot;, &quot;period&quot;}</source>
        <translation>是 %1，不是 {&quot;price&quot;, &quot;period&quot;}</translation>
    </message>
    <message>
        <source>is %1, not a price as a decimal string</source>
        <translation>是 %1，不是以十进制字符串表示的价格</translation>
    </message>
    <message>
        <source>is %1, not Alibaba&apos;s price file (an object with pricingInfo)</source>
        <translation>是 %1，不是阿里云的价格文件（含 pricingInfo 的对象）</translation>
    </message>
    <message>
        <source>is %1, not CNY or USD</source>
        <translation>是 %1，不是 CNY 或 USD</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, not an ISO 8601 date and time</source>
        <translation>是“%1”，不是 ISO 8601 日期时间</translation>
    </message>
    <message>
        <source>is missing or empty: the file prices nothing</source>
        <translation>缺失或为空：文件中没有任何价格</translation>
    </message>
    <message>
        <source>is not RegionId::InstanceType::NetworkType::OSType::IoOptimized</source>
        <translation>不是 RegionId::InstanceType::NetworkType::OSType::IoOptimized 格式</translation>
    </message>
    <message>
        <source>is %1, not an object of prices</source>
        <translation>是 %1，不是价格对象</translation>
    </message>
    <message>
        <source>Linux, VPC, I/O-optimised prices (pay-as-you-go; one-month subscription) from Alibaba&apos;s ECS price file, version %1, published %2.</source>
        <translation>Linux、专有网络（VPC）、I/O 优化实例的价格（按量付费；包月），来自阿里云 ECS 价格文件，版本 %1，发布于 %2。</translation>
    </message>
</context>
<context>
    <name>ga::AtomicFile</name>
    <message>
        <source>cannot be written (%1); the previous file, if any, is unchanged</source>
        <translation>无法写入（%1）；原有文件（如有）保持不变</translation>
    </message>
    <message>
        <source>a pipe with no reader</source>
        <translation>管道没有读取端</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未提供文件名</translation>
    </message>
    <message>
        <source>cannot be written: it is a folder, not a file</source>
        <translation>无法写入：这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>cannot create the folder (%1)</source>
        <translation>无法创建文件夹（%1）</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
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
        <translation>计入 max_memory_reserved 和 nvidia-smi，不计入 max_memory_allocated。</translation>
    </message>
    <message>
        <source>Seen by nvidia-smi only, not by PyTorch&apos;s memory counters.</source>
        <translation>仅计入 nvidia-smi，不计入 PyTorch 的显存计数器。</translation>
    </message>
</context>
<context>
    <name>ga::Calibration</name>
    <message>
        <source>the allocator keeps more memory cached (batches of varying length; PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True avoids it)</source>
        <translation>分配器缓存了更多显存（批次长度不一；设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True 可避免）</translation>
    </message>
    <message>
        <source>the allocator keeps less memory cached (expandable segments, fixed-length batches)</source>
        <translation>分配器缓存的显存更少（expandable segments、定长批次）</translation>
    </message>
    <message>
        <source>the CUDA context is larger (eager module loading: CUDA older than 11.7 or CUDA_MODULE_LOADING=EAGER)</source>
        <translation>CUDA 上下文更大（模块立即加载：CUDA 早于 11.7 或 CUDA_MODULE_LOADING=EAGER）</translation>
    </message>
    <message>
        <source>another process shares the GPU (nvidia-smi&apos;s total counts every process)</source>
        <translation>有其他进程共用该 GPU（nvidia-smi 的总量统计所有进程）</translation>
    </message>
    <message>
        <source>the loss is chunked and kept in 16-bit (LitGPT, torchtune), not upcast to fp32</source>
        <translation>损失按块计算并保持 16 位（LitGPT、torchtune），没有上转为 fp32</translation>
    </message>
    <message>
        <source>PyTorch 2.0 or older: foreach AdamW made two state-sized temporaries</source>
        <translation>PyTorch 2.0 或更早版本：foreach AdamW 会产生两个与优化器状态同样大小的临时张量</translation>
    </message>
    <message>
        <source>a fused or per-parameter optimizer (adamw_torch_fused, DeepSpeed): no step temporaries</source>
        <translation>使用 fused 或逐参数更新的优化器（adamw_torch_fused、DeepSpeed）：更新步骤不产生临时张量</translation>
    </message>
    <message>
        <source>gradient checkpointing was on</source>
        <translation>开启了梯度检查点</translation>
    </message>
    <message>
        <source>gradient checkpointing was off</source>
        <translation>关闭了梯度检查点</translation>
    </message>
    <message>
        <source>attention ran without FlashAttention (eager attention keeps the score matrix)</source>
        <translation>注意力未使用 FlashAttention（eager 注意力会保存分数矩阵）</translation>
    </message>
    <message>
        <source>LoRA dropout is on (each adapted input keeps a dropped copy)</source>
        <translation>开启了 LoRA dropout（每个被适配层的输入都会保留一份 dropout 后的副本）</translation>
    </message>
    <message>
        <source>bitsandbytes 0.43.1 or older keeps every 4-bit layer&apos;s input for backward</source>
        <translation>bitsandbytes 0.43.1 或更早版本会为反向传播保存每个 4-bit 层的输入</translation>
    </message>
    <message>
        <source>the model was not prepared with PEFT&apos;s prepare_model_for_kbit_training (no fp32 casts)</source>
        <translation>模型未经 PEFT 的 prepare_model_for_kbit_training 处理（没有 fp32 转换）</translation>
    </message>
    <message>
        <source>NF4 without double quantisation (bnb_4bit_use_double_quant=False, the transformers default)</source>
        <translation>NF4 未启用双重量化（bnb_4bit_use_double_quant=False，即 transformers 的默认值）</translation>
    </message>
    <message>
        <source>DDP with gradient_as_bucket_view=True (no second copy of the gradients)</source>
        <translation>DDP 设置了 gradient_as_bucket_view=True（不保存第二份梯度副本）</translation>
    </message>
    <message>
        <source>the KV cache is a tuple cache that keeps the previous step&apos;s copy (older transformers, remote code)</source>
        <translation>KV 缓存是元组形式的缓存，会保留上一步的副本（较旧版本的 transformers、remote code）</translation>
    </message>
    <message>
        <source>generation computed logits for every prompt token (transformers 4.44 or older)</source>
        <translation>生成时为 prompt 中的每个 token 都计算了 logits（transformers 4.44 或更早版本）</translation>
    </message>
    <message>
        <source>the prompt is short: most tokens were generated one at a time (set the prompt length)</source>
        <translation>prompt 很短：大部分 token 是逐个生成的（请设置 prompt 长度）</translation>
    </message>
    <message>
        <source>%1 GiB measured with %2 on %3 for %4 (estimate %5 GiB)</source>
        <translation>在 %3 上针对 %4 用 %2 测得 %1 GiB（估算 %5 GiB）</translation>
    </message>
</context>
<context>
    <name>ga::CalibrationDialog</name>
    <message>
        <source>Calibrate with my measurement</source>
        <translation>用我的实测值校准</translation>
    </message>
    <message>
        <source>Enter the peak memory one GPU showed when you ran this scenario, and the tool that showed it. GPU Advisor compares it with its estimate for that tool and lists what in this job could explain a difference.</source>
        <translation>输入运行此场景时单块 GPU 显示的显存峰值，以及显示该数值的工具。GPU Advisor 会将其与针对该工具的估算值进行比较，并列出此任务中可能导致差异的因素。</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>nvidia-smi (the process&apos;s memory)</source>
        <translation>nvidia-smi（该进程的显存）</translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_reserved()</source>
        <translation>torch.cuda.max_memory_reserved()</translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_allocated()</source>
        <translation>torch.cuda.max_memory_allocated()</translation>
    </message>
    <message>
        <source>nvidia-smi shows MiB: divide by 1,024 for GiB. PyTorch returns bytes: divide by 1,073,741,824.</source>
        <translation>nvidia-smi 显示的是 MiB：除以 1,024 得到 GiB。PyTorch 返回的是字节：除以 1,073,741,824。</translation>
    </message>
    <message>
        <source>I measured</source>
        <translation>我测得</translation>
    </message>
    <message>
        <source>with</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Keep as my correction</source>
        <translation>保存为我的修正</translation>
    </message>
    <message>
        <source>Adds the difference to every estimate as its own line, named in reports, until you remove it.</source>
        <translation>将差值作为单独一行加到每个估算中，并在报告中注明，直到你将其移除。</translation>
    </message>
    <message>
        <source>Remove my correction</source>
        <translation>移除我的修正</translation>
    </message>
    <message>
        <source>Current correction: %1</source>
        <translation>当前修正：%1</translation>
    </message>
    <message>
        <source>The estimate for %1 is %2 GiB; you measured %3 GiB: %4%5 GiB (%4%6%).</source>
        <translation>%1 的估算值为 %2 GiB；你测得 %3 GiB：%4%5 GiB（%4%6%）。</translation>
    </message>
    <message>
        <source>Within 2%: nothing to explain.</source>
        <translation>差异在 2% 以内：无需解释。</translation>
    </message>
    <message>
        <source>Nothing in this job&apos;s settings explains a gap of that size: check that the scenario matches the run (model, batch, sequence length, GPUs) and that the reading is per GPU.</source>
        <translation>该任务的设置中没有能解释这么大差距的因素：请检查场景是否与实际运行一致（模型、批大小、序列长度、GPU），以及读数是否为单块 GPU 的值。</translation>
    </message>
    <message>
        <source>What in this job could explain it:</source>
        <translation>此任务中可能的原因：</translation>
    </message>
    <message>
        <source>Adds %1% to every estimate as its own line, named in reports, until you remove it.</source>
        <translation>将 %1% 作为单独一行加到每个估算中，并在报告中注明，直到你将其移除。</translation>
    </message>
    <message>
        <source>A difference under 2% needs no correction; one beyond −50% or +100% points at a different job, not a correction.</source>
        <translation>差异低于 2% 无需修正；超出 −50% 或 +100% 的差异说明测的是另一个任务，而不是需要修正。</translation>
    </message>
    <message>
        <source>My GPU is idle...</source>
        <translation>我的 GPU 在空转…</translation>
    </message>
    <message>
        <source>GPU memory full but utilisation low: the likely causes for this job, in order, with how to check each</source>
        <translation>显存占满但利用率低：按本任务的可能性排列的原因，以及各自的检查方法</translation>
    </message>
    <message>
        <source>likely here: %1</source>
        <translation>此处更可能：%1</translation>
    </message>
    <message>
        <source>Check:</source>
        <translation>检查：</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>解决：</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
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
        <source>must be an object with id, name, currency, source and as_of</source>
        <translation>必须是包含 id、name、currency、source 和 as_of 的对象</translation>
    </message>
    <message>
        <source>duplicate instance %1</source>
        <translation>重复的实例 %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a lowercase id without spaces or &apos;:&apos;, got &quot;%1&quot;</source>
        <translation>必须是不含空格或 &apos;:&apos; 的小写 id，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation>%1 是未来的日期</translation>
    </message>
    <message>
        <source>is longer than 8,000 characters</source>
        <translation>超过 8,000 个字符</translation>
    </message>
    <message>
        <source>must be %1, got %2</source>
        <translation>必须为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>an estimated figure must say its basis</source>
        <translation>估算数值必须说明其依据（basis）</translation>
    </message>
    <message>
        <source>%1 has no exchange rate in GPU Advisor; prices must be in %2</source>
        <translation>GPU Advisor 中没有 %1 的汇率；价格必须以 %2 计价</translation>
    </message>
    <message>
        <source>%1 per month is more than 744 pay-as-you-go hours at %2</source>
        <translation>每月 %1，高于以 %2 的按量计费价格使用 744 小时的费用</translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot;</source>
        <translation>未知云厂商 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 differs from the provider&apos;s %2</source>
        <translation>%1 与云厂商的 %2 不一致</translation>
    </message>
    <message>
        <source>duplicate instance</source>
        <translation>重复的实例</translation>
    </message>
    <message>
        <source>%1 instances or more, over the %2 one catalog may hold (every start loads it whole); import one region or a few GPU models at a time</source>
        <translation>实例数达到 %1 个或更多，超过单个价格目录可容纳的 %2 个（每次启动都会完整加载价格目录）；请每次只导入一个地域或少数几种 GPU 型号</translation>
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
        <source>the last step must have no bound, so that every bandwidth has a price</source>
        <translation>最后一档不能有上限，以便任何带宽都有价格</translation>
    </message>
    <message>
        <source>required on every step but the last</source>
        <translation>除最后一档外每档都必须填写</translation>
    </message>
    <message>
        <source>must rise from step to step</source>
        <translation>必须逐档递增</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no price or figure</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>no price published</comment>
        <translation>未知</translation>
    </message>
    <message>
        <source>no price: give one, or say in price_basis why none is published</source>
        <translation>没有价格：请给出价格，或在 price_basis 中说明为何没有公开价格</translation>
    </message>
    <message>
        <source>must be &quot;high-throughput&quot; or &quot;accelerated&quot;</source>
        <translation>必须是 &quot;high-throughput&quot; 或 &quot;accelerated&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>&quot;%1&quot; 重复列出</translation>
    </message>
    <message>
        <source>a storage class needs its price</source>
        <translation>存储类型必须给出价格</translation>
    </message>
    <message>
        <source>a floor or ceiling needs the rate per TB it bounds</source>
        <translation>下限或上限需要它所约束的每 TB 速率</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;, got &quot;%4&quot;</source>
        <translation>必须是 &quot;%1&quot;、&quot;%2&quot; 或 &quot;%3&quot;，实际为 &quot;%4&quot;</translation>
    </message>
</context>
<context>
    <name>ga::CatalogController</name>
    <message>
        <source>Refreshed catalog %1 (as of %2)</source>
        <translation>已更新的价格目录 %1（截至 %2）</translation>
    </message>
    <message>
        <source>Bundled catalog %1 (as of %2)</source>
        <translation>内置价格目录 %1（截至 %2）</translation>
    </message>
    <message numerus="yes">
        <source> + %n import(s)</source>
        <translation>
            <numerusform> + %n 个导入目录</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 instances · %3 providers · prices in %4</source>
        <translation>%1 · %2 个实例 · %3 家云厂商 · 价格以 %4 计</translation>
    </message>
    <message numerus="yes">
        <source> · %n price(s) over %1 months old</source>
        <translation>
            <numerusform> · %n 个价格已超过 %1 个月</numerusform>
        </translation>
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
        <source>Which cloud&apos;s prices does %1 hold?
Choose one, or type the name of another.</source>
        <translation>%1 中是哪家云厂商的价格？
请选择一家，或输入其他云厂商的名称。</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The stored import was kept; nothing was imported.</source>
        <translation>已保留原有的导入目录；未导入任何内容。</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Nothing was imported; the catalog in use is unchanged.

%1</source>
        <translation>未导入任何内容；当前使用的价格目录保持不变。

%1</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was changed.</source>
        <translation>已取消导入；未做任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n instance(s) from %1, stored as %2</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个实例，保存为 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>; replaced %1</source>
        <translation>；已替换 %1</translation>
    </message>
    <message>
        <source>These providers are imported already:
%1

Replace them with the new file? Keep them, and nothing is imported.</source>
        <translation>以下云厂商已导入：
%1

是否用新文件替换它们？如果保留，则不会导入任何内容。</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <comment>the stored import</comment>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已移除 %1</translation>
    </message>
    <message>
        <source> · oldest prices: %1, %2</source>
        <translation> · 最旧的价格：%1，%2</translation>
    </message>
    <message>
        <source>Prices as of, per provider (Catalog &gt; Update prices fetches fresh ones):</source>
        <translation>各云厂商价格的日期（目录 &gt; 更新价格 可获取最新价格）：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Tencent Cloud key stored in the keyring; Update prices now asks Tencent Cloud for its prices.</source>
        <translation>腾讯云密钥已存入系统钥匙串；“更新价格”现在会向腾讯云查询价格。</translation>
    </message>
</context>
<context>
    <name>ga::CatalogFetcher</name>
    <message>
        <source>no address given</source>
        <translation>未提供地址</translation>
    </message>
    <message>
        <source>not a valid address (%1)</source>
        <translation>不是有效的地址（%1）</translation>
    </message>
    <message>
        <source>must start with https://</source>
        <translation>必须以 https:// 开头</translation>
    </message>
    <message>
        <source>only https:// addresses are fetched, not %1:</source>
        <translation>只获取 https:// 地址，不支持 %1:</translation>
    </message>
    <message>
        <source>has no host name</source>
        <translation>没有主机名</translation>
    </message>
    <message>
        <source>plain http is refused except to this computer (127.0.0.1, ::1, localhost); use https://</source>
        <translation>除本机（127.0.0.1、::1、localhost）外，拒绝使用明文 http；请使用 https://</translation>
    </message>
    <message>
        <source>the server redirects from https to %1, which is refused</source>
        <translation>服务器从 https 重定向到 %1，已拒绝</translation>
    </message>
    <message>
        <source>the server redirects to %1, which is refused: %2</source>
        <translation>服务器重定向到 %1，已拒绝：%2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>more than %1 redirects (the last to %2)</source>
        <translation>重定向超过 %1 次（最后一次指向 %2）</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation>（位于 %1）</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>HTTP %1 (%2)</source>
        <translation>HTTP %1（%2）</translation>
    </message>
    <message>
        <source>offline: this computer has no network connection (host %1 not found)</source>
        <translation>离线：本机没有网络连接（找不到主机 %1）</translation>
    </message>
    <message>
        <source>host not found: %1</source>
        <translation>找不到主机：%1</translation>
    </message>
    <message>
        <source>connection refused by %1</source>
        <translation>%1 拒绝了连接</translation>
    </message>
    <message>
        <source>the server closed the connection before the whole catalog arrived</source>
        <translation>价格目录尚未完整接收，服务器就关闭了连接</translation>
    </message>
    <message>
        <source>timed out: no data for %1 s</source>
        <translation>超时：%1 秒内没有收到数据</translation>
    </message>
    <message>
        <source>TLS error: %1</source>
        <translation>TLS 错误：%1</translation>
    </message>
    <message>
        <source>offline: this computer has no network connection</source>
        <translation>离线：本机没有网络连接</translation>
    </message>
    <message>
        <source>gave up after %1 s: the whole download must finish within the deadline (received %2 bytes)</source>
        <translation>%1 秒后已放弃：整个下载必须在截止时间内完成（已接收 %2 字节）</translation>
    </message>
    <message>
        <source>too slow: %1 bytes/s over the last %2 s, less than the minimum of %3 bytes/s</source>
        <translation>速度过慢：最近 %2 秒内为 %1 字节/秒，低于最低要求 %3 字节/秒</translation>
    </message>
    <message>
        <source>the server&apos;s compressed reply could not be unpacked (damaged, or larger than %1 unpacked)</source>
        <translation>无法解压服务器返回的压缩响应（数据已损坏，或解压后大于 %1）</translation>
    </message>
    <message>
        <source>the server announces %1 bytes, more than the %2 this file may have</source>
        <translation>服务器声明 %1 字节，超过此文件上限 %2</translation>
    </message>
    <message>
        <source>the file is larger than %1</source>
        <translation>文件大于 %1</translation>
    </message>
    <message>
        <source>the API answered with a redirect to %1, which a signed call does not follow</source>
        <translation>API 返回了指向 %1 的重定向，带签名的调用不会跟随</translation>
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
        <translation>&quot;%1&quot; 不是大于等于 0 的数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a plausible count</source>
        <translation>&quot;%1&quot; 不是合理的数量</translation>
    </message>
    <message>
        <source>import cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>the file is larger than %1</source>
        <translation>文件大于 %1</translation>
    </message>
    <message>
        <source>more than %1 cells in a row</source>
        <translation>一行中超过 %1 个单元格</translation>
    </message>
    <message>
        <source>a row longer than 1 MiB</source>
        <translation>某一行超过 1 MiB</translation>
    </message>
    <message>
        <source>text after the closing quote of a cell</source>
        <translation>单元格的闭合引号后还有文本</translation>
    </message>
    <message>
        <source>%1 is in the future</source>
        <translation>%1 是未来的日期</translation>
    </message>
    <message>
        <source>is larger than %1</source>
        <translation>大于 %1</translation>
    </message>
    <message>
        <source>%1 is new: the catalog has no disk, egress or storage prices for it, so its yearly totals cover the instances only and say which prices are missing</source>
        <translation>%1 是新增的云厂商：价格目录中没有它的云盘、公网出流量或存储价格，因此其年度总费用只包含实例费用，并会注明缺少哪些价格</translation>
    </message>
    <message>
        <source>the header names this column twice; keep one</source>
        <translation>表头中此列名出现了两次；请只保留一个</translation>
    </message>
    <message>
        <source>the file is dated %1, in the future, so it cannot date its prices; give the date the prices were published</source>
        <translation>文件日期为 %1，是未来的日期，不能作为价格日期；请给出价格的发布日期</translation>
    </message>
    <message>
        <source>neither %1 nor %2 is given</source>
        <translation>%1 和 %2 均未给出</translation>
    </message>
    <message>
        <source>prices: %1; the machine&apos;s other facts: %2</source>
        <translation>价格：%1；机器的其他参数：%2</translation>
    </message>
</context>
<context>
    <name>ga::CatalogRefresh</name>
    <message>
        <source>%1 did not send a usable catalog: %2. The catalog in use is unchanged.</source>
        <translation>%1 未返回可用的价格目录：%2。当前使用的价格目录保持不变。</translation>
    </message>
    <message>
        <source>the refreshed catalog %1 (as of %2)</source>
        <translation>更新后的价格目录 %1（截至 %2）</translation>
    </message>
    <message>
        <source>the bundled catalog %1 (as of %2)</source>
        <translation>内置价格目录 %1（截至 %2）</translation>
    </message>
    <message>
        <source>missing: a refreshed catalog names its version</source>
        <translation>缺失：更新的价格目录必须注明版本</translation>
    </message>
    <message>
        <source>missing: a refreshed catalog carries its date</source>
        <translation>缺失：更新的价格目录必须带有日期</translation>
    </message>
    <message>
        <source>empty: a refreshed catalog replaces the whole catalog, GPUs included</source>
        <translation>为空：更新的价格目录会替换整个价格目录，包括 GPU</translation>
    </message>
    <message>
        <source>no instances: a refreshed catalog replaces the whole catalog, instances included</source>
        <translation>没有实例：更新的价格目录会替换整个价格目录，包括实例</translation>
    </message>
    <message>
        <source>Already up to date: %1 serves catalog %2 as of %3, the date of %4. Nothing changed.</source>
        <translation>已是最新：%1 提供的价格目录 %2 截至 %3，与 %4 的日期相同。未做任何更改。</translation>
    </message>
    <message>
        <source>Already up to date: %1 serves catalog %2 as of %3, older than %4. Nothing changed.</source>
        <translation>已是最新：%1 提供的价格目录 %2 截至 %3，比 %4 更旧。未做任何更改。</translation>
    </message>
    <message>
        <source>The catalog from %1 is good but could not be stored: %2. The catalog in use is unchanged.</source>
        <translation>来自 %1 的价格目录有效，但无法保存：%2。当前使用的价格目录保持不变。</translation>
    </message>
    <message>
        <source>Updated to catalog %1 as of %2 from %3 (%4 GPUs, %5 instances, %6 providers), replacing %7; stored in %8.</source>
        <translation>已从 %3 更新到价格目录 %1（截至 %2；%4 种 GPU，%5 个实例，%6 家云厂商），替换了 %7；保存在 %8。</translation>
    </message>
    <message>
        <source>Did not connect to %1: %2.</source>
        <translation>未能连接到 %1：%2。</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2. The catalog in use is unchanged.</source>
        <translation>无法获取 %1：%2。当前使用的价格目录保持不变。</translation>
    </message>
    <message>
        <source>Cancelled; the catalog in use is unchanged.</source>
        <translation>已取消；当前使用的价格目录保持不变。</translation>
    </message>
</context>
<context>
    <name>ga::CatalogStore</name>
    <message>
        <source>%1 (kept, not used)</source>
        <translation>%1（已保留，未使用）</translation>
    </message>
    <message>
        <source>%1 (skipped)</source>
        <translation>%1（已跳过）</translation>
    </message>
    <message>
        <source>the import would make the catalog invalid (%1); nothing was stored</source>
        <translation>导入会使价格目录无效（%1）；未保存任何内容</translation>
    </message>
    <message>
        <source>GPU descriptions</source>
        <translation>GPU 描述</translation>
    </message>
    <message>
        <source>%1 already imported (%2); nothing was stored</source>
        <translation>%1 已导入（%2）；未保存任何内容</translation>
    </message>
    <message>
        <source>the stored catalog would be %1 MiB, over the %2 a start reads; nothing was stored</source>
        <translation>保存后的价格目录将达 %1 MiB，超过启动时可读取的上限 %2；未保存任何内容</translation>
    </message>
    <message>
        <source>%1 was stored, but the import it replaces could not be removed; remove it by hand</source>
        <translation>%1 已保存，但无法删除被它替换的导入目录；请手动删除</translation>
    </message>
    <message>
        <source>cannot be removed</source>
        <translation>无法删除</translation>
    </message>
    <message>
        <source>no such stored import: there are none</source>
        <translation>没有这个已保存的导入目录：当前没有任何已保存的导入目录</translation>
    </message>
    <message>
        <source>no such stored import; there are: %1</source>
        <translation>没有这个已保存的导入目录；现有的是：%1</translation>
    </message>
    <message>
        <source>%1: %2 instances</source>
        <translation>%1：%2 个实例</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation>，云厂商 %1</translation>
    </message>
    <message>
        <source> from %1</source>
        <translation>，来自 %1</translation>
    </message>
    <message>
        <source>, imported %1</source>
        <translation>，导入于 %1</translation>
    </message>
</context>
<context>
    <name>ga::CatalogUpdater</name>
    <message>
        <source>A price update is running already.</source>
        <translation>价格更新已在进行中。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>Stored catalogs that do not load:</source>
        <translation>无法加载的已保存价格目录：</translation>
    </message>
    <message>
        <source>Prices updated</source>
        <translation>价格已更新</translation>
    </message>
    <message>
        <source>Prices are up to date</source>
        <translation>价格已是最新</translation>
    </message>
    <message>
        <source>Prices not updated</source>
        <translation>价格未更新</translation>
    </message>
    <message>
        <source>Fetching prices…</source>
        <translation>正在获取价格…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <source>Cancelled; the prices in use are unchanged.</source>
        <translation>已取消；当前价格未改变。</translation>
    </message>
    <message>
        <source>Some prices not updated</source>
        <translation>部分价格未更新</translation>
    </message>
    <message numerus="yes">
        <source>Periodic price check: %n source(s) updated.</source>
        <translation>
            <numerusform>定期价格检查：已更新 %n 个来源。</numerusform>
        </translation>
    </message>
    <message>
        <source>Periodic price check: %1 updated, %2 failed (Catalog &gt; Update prices says why).</source>
        <translation>定期价格检查：%1 个已更新，%2 个失败（目录 &gt; 更新价格 会说明原因）。</translation>
    </message>
</context>
<context>
    <name>ga::ChartExport</name>
    <message>
        <source>the image could not be encoded</source>
        <translation>无法编码图像</translation>
    </message>
    <message>
        <source>Save chart as…</source>
        <translation>图表另存为…</translation>
    </message>
    <message>
        <source>Save chart as</source>
        <translation>图表另存为</translation>
    </message>
    <message>
        <source>chart</source>
        <comment>default file name of a saved chart</comment>
        <translation>图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Cannot save the chart</source>
        <translation>无法保存图表</translation>
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
        <translation>没有这个图表：对比中只有一个图表，编号为 0</translation>
    </message>
    <message>
        <source>GiB per GPU: pin a scenario (Ctrl+P) to chart it</source>
        <translation>每块 GPU 的 GiB：固定一个方案（Ctrl+P）即可在此绘图</translation>
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
        <translation>%2 上每年 %1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours of the fastest run</comment>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>ga::Cost</name>
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
        <translation>汇率必须大于 %1 且不超过 %2 人民币/美元，实际为 %3</translation>
    </message>
    <message>
        <source>Instance</source>
        <comment>cost part</comment>
        <translation>实例</translation>
    </message>
    <message>
        <source>Cloud disk</source>
        <comment>cost part</comment>
        <translation>云盘</translation>
    </message>
    <message>
        <source>Egress</source>
        <comment>cost part</comment>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>Object storage</source>
        <comment>cost part</comment>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>Requests</source>
        <comment>cost part</comment>
        <translation>请求</translation>
    </message>
    <message>
        <source> × scaling %1</source>
        <translation> × 扩展效率 %1</translation>
    </message>
    <message>
        <source>%1 × %2 params × %3 tokens ÷ (%4 TFLOPS × %5 GPUs × MFU %6%7)</source>
        <translation>%1 × %2 参数 × %3 token ÷ (%4 TFLOPS × %5 块 GPU × MFU %6%7)</translation>
    </message>
    <message>
        <source>%1 MFU %2: %3. %4</source>
        <translation>%1 MFU %2：%3。%4</translation>
    </message>
    <message>
        <source>must be %1, got %2</source>
        <translation>必须为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>%1 active</source>
        <translation>%1 激活</translation>
    </message>
    <message>
        <source>%1 tokens ÷ batch %2 × max(memory %3 ms, compute %4 ms) per decode step%5%6</source>
        <translation>%1 token ÷ 批大小 %2 × 每个解码步 max(访存 %3 ms, 计算 %4 ms)%5%6</translation>
    </message>
    <message>
        <source>; each step reads %1% of the weights (the experts a batch of %2 visits)</source>
        <translation>；每步读取 %1% 的权重（批大小 %2 所访问的专家）</translation>
    </message>
    <message>
        <source> (no fixed-bandwidth price published: by traffic)</source>
        <translation>（未公布固定带宽价格：按流量计费）</translation>
    </message>
    <message>
        <source>%1 Mbps fixed bandwidth (set; carries up to %2 GB/day over %3 h/day)</source>
        <translation>固定带宽 %1 Mbps（手动设置；每天 %3 小时最多传输 %2 GB）</translation>
    </message>
    <message>
        <source>%1 Mbps fixed bandwidth (%2 GB/day over %3 h/day)</source>
        <translation>固定带宽 %1 Mbps（每天 %2 GB，分布于 %3 小时）</translation>
    </message>
    <message>
        <source>%1 at %2 %3/month × 12</source>
        <translation>%1，%2 %3/月 × 12</translation>
    </message>
    <message>
        <source>%1 at %2 %3/h × %4 h/day × %5 days</source>
        <translation>%1，%2 %3/小时 × %4 小时/天 × %5 天</translation>
    </message>
    <message>
        <source>cloud disk</source>
        <translation>云盘</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>storage requests</source>
        <translation>存储请求</translation>
    </message>
    <message>
        <source> (no %1 class published: standard)</source>
        <translation>（未公布%1类型：按标准存储计）</translation>
    </message>
    <message>
        <source>(%1 GB dataset × %2 %3 + %4 × %5 GB checkpoints × %6) %7/GB-month × 12</source>
        <translation>（%1 GB 数据集 × %2 %3 + %4 × %5 GB 检查点 × %6）%7/GB·月 × 12</translation>
    </message>
    <message>
        <source>the storage&apos;s %1 Gbps for all %2 nodes</source>
        <translation>存储为全部 %2 个节点合计提供的 %1 Gbps</translation>
    </message>
    <message>
        <source>%1 Gbps on each of %2 nodes</source>
        <translation>每个节点 %1 Gbps、共 %2 个节点</translation>
    </message>
    <message>
        <source>reading %1 GB × %2 epochs over %3 takes %4 h, longer than the %5 h of compute (%6): the GPUs wait for data</source>
        <translation>以 %3 读取 %1 GB × %2 个 epoch 需要 %4 小时，长于 %5 小时的计算（%6）：GPU 在等数据</translation>
    </message>
    <message>
        <source>The tokens are the dataset&apos;s own, as packed rows compute them; micro-batches padded to their longest sample also compute the padding: 1.4× to 2× the time on the datasets of Hugging Face&apos;s &quot;Improving Hugging Face Training Efficiency Through Packing with Flash Attention&quot; (2024-08-21). Packing removes it.</source>
        <translation>此处的 token 数即数据集本身的 token 数，与打包后的行所计算的一致；按批内最长样本填充的微批次还要计算填充部分：在 Hugging Face 博文“Improving Hugging Face Training Efficiency Through Packing with Flash Attention”（2024-08-21）的数据集上耗时为 1.4 到 2 倍。打包可消除这部分开销。</translation>
    </message>
    <message>
        <source>, the %1 GPUs running their layers in turn</source>
        <translation>，%1 块 GPU 依次运行各自的层</translation>
    </message>
    <message>
        <source> + %1 GB of %2 × %3 %4/GB-month × 12</source>
        <translation> + %2 %1 GB × %3 %4/GB·月 × 12</translation>
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
        <translation>运行成本</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>instance: its picks</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
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
        <translation>单次费用（%1）</translation>
    </message>
    <message>
        <source>No instance shown fits this job, so there is no cost to chart: see “GPU count options” above the table, or loosen the filters.</source>
        <translation>显示的实例都放不下该任务，因此没有可绘制的费用：请查看表格上方的“GPU 数量方案”，或放宽筛选条件。</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <translation>%1：%2 %3，%4 %5</translation>
    </message>
    <message>
        <source>Cost per year by part (%1)</source>
        <translation>年费用构成（%1）</translation>
    </message>
    <message>
        <source>Serving: price against speed</source>
        <translation>推理服务：价格与速度</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>hours</source>
        <comment>axis title</comment>
        <translation>小时</translation>
    </message>
    <message>
        <source>%1 per M tokens</source>
        <comment>cost per million tokens</comment>
        <translation>每百万 token %1</translation>
    </message>
    <message>
        <source>no such chart: 0 is the yearly cost, 1 the run</source>
        <translation>没有这个图表：0 为年费用，1 为单次运行</translation>
    </message>
</context>
<context>
    <name>ga::ExportActions</name>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation>电子表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export the instances</source>
        <translation>导出实例</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>instances</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the instances</source>
        <translation>无法导出实例</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n instance(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个实例写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export a preflight check</source>
        <translation>导出上机前检查</translation>
    </message>
    <message>
        <source>Bash scripts (*.sh)</source>
        <translation>Bash 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>Cannot export the preflight check</source>
        <translation>无法导出上机前检查</translation>
    </message>
    <message>
        <source>Wrote %1 for %2: run it on the rented machine.</source>
        <translation>已为 %2 写入 %1：请在租用的机器上运行。</translation>
    </message>
    <message>
        <source>Wrote %1: run it on the rented machine.</source>
        <translation>已写入 %1：请在租用的机器上运行。</translation>
    </message>
    <message>
        <source>Export the PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>gpu-advisor-report.pdf</source>
        <translation>gpu-advisor-report.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>已写入 %1：共 %n 页。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot print the report</source>
        <translation>无法打印报告</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>无法使用打印机。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Export launch files into a folder</source>
        <translation>将启动文件导出到文件夹</translation>
    </message>
    <message>
        <source>Cannot export the launch files</source>
        <translation>无法导出启动文件</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) into %1: %2.</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Not written, as this scenario has none:</source>
        <translation>未写入（此场景没有对应文件）：</translation>
    </message>
    <message>
        <source>Launch files</source>
        <translation>启动文件</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n launch file(s) into %1</source>
        <translation>
            <numerusform>已将 %n 个启动文件写入 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::GuideDialog</name>
    <message>
        <source>GPU Advisor guide</source>
        <translation>GPU Advisor 使用指南</translation>
    </message>
    <message>
        <source>The memory budget</source>
        <translation>显存预算</translation>
    </message>
    <message>
        <source>How many GPUs</source>
        <translation>需要多少块 GPU</translation>
    </message>
    <message>
        <source>&lt;p&gt;When no instance holds the job as configured, the first answer above the instances is the smallest configuration per GPU model: how many GPUs, on how many instances, with which ZeRO stage. &lt;i&gt;Use this configuration&lt;/i&gt; makes it the scenario&apos;s. &lt;i&gt;View → GPU count options&lt;/i&gt; shows the list at any time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;当没有实例能按当前配置放下该任务时，实例列表上方首先给出每种 GPU 型号的最小配置：需要多少块 GPU、分布在多少个实例上、使用哪个 ZeRO stage。&lt;i&gt;使用此配置&lt;/i&gt;会将其设为场景的配置。&lt;i&gt;视图 → GPU 数量方案&lt;/i&gt;可随时显示该列表。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>&lt;p&gt;Grouped by GPU class. ✔ holds the job with headroom and nothing critical; ⚠ holds it but carries a critical advisory (for example several instances without RDMA); ◐ would hold it with ZeRO-3 or offload; ✖ does not. Every price shows its source and date; estimated prices say so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按 GPU 级别分组。✔ 表示含余量也放得下且没有严重问题；⚠ 表示放得下但有严重提示（例如多个实例之间没有 RDMA）；◐ 表示使用 ZeRO-3 或卸载后可以放下；✖ 表示放不下。每个价格都注明了来源和日期；估算价格会标明是估算。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The picks</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Run time and scaling</source>
        <translation>运行时间与扩展</translation>
    </message>
    <message>
        <source>&lt;p&gt;One run = training FLOPs (6 × parameters × tokens for full training, 4 × for LoRA and QLoRA) ÷ (dense TFLOPS × GPUs × utilisation × scaling efficiency). Utilisation is the published figure for each GPU generation unless you set one. Scaling efficiency is the share of a linear speed-up the GPUs keep once the gradients (and with ZeRO-3 the parameters) cross NVLink, PCIe, RDMA or a plain TCP network.&lt;/p&gt;</source>
        <translation>&lt;p&gt;单次运行时长 = 训练 FLOPs（全参训练为 6 × 参数量 × token 数，LoRA 和 QLoRA 为 4 ×）÷ (稠密 TFLOPS × GPU 数 × 利用率 × 扩展效率)。除非你自行设置，利用率采用各代 GPU 的公开数据。扩展效率是指梯度（使用 ZeRO-3 时还有参数）经过 NVLink、PCIe、RDMA 或普通 TCP 网络传输后，GPU 仍能保持的线性加速比例。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Critical&lt;/b&gt;: the instance should not be chosen for this job as configured. &lt;b&gt;Warning&lt;/b&gt;: it will hold the job back; the message says by how much and what to do. &lt;b&gt;Info&lt;/b&gt;: worth knowing. Each shows the numbers that triggered it and where the rule comes from. The job&apos;s own advisories come first, then the selected instance&apos;s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;严重&lt;/b&gt;：按当前配置，不应为该任务选择此实例。&lt;b&gt;警告&lt;/b&gt;：会制约该任务；消息会说明影响多大以及如何处理。&lt;b&gt;信息&lt;/b&gt;：值得了解。每条提示都会显示触发它的数据以及规则来源。先列出任务本身的提示，再列出所选实例的提示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Before the first paid hour</source>
        <translation>开始付费之前</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;File → Export preflight check&lt;/i&gt; writes a script to run on the rented machine: it checks the GPUs, driver, disk speed, CPUs and memory against what this job needs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;文件 → 导出上机前检查&lt;/i&gt;会生成一个在租用机器上运行的脚本：它对照该任务的需求检查 GPU、驱动、磁盘速度、CPU 和内存。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The large figure is what each GPU must offer: the estimate plus the headroom (%1% by default), on the scenario&apos;s GPU count. Every component (weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and allocator) shows its formula and source when you hover it.&lt;/p&gt;&lt;p&gt;&quot;Your tools will show&quot; gives the three readings you can check: nvidia-smi, and PyTorch&apos;s reserved and allocated peaks. &lt;i&gt;Compare with my measurement&lt;/i&gt; explains a difference and can keep it as your correction.&lt;/p&gt;</source>
        <translation>&lt;p&gt;大号数字是每块 GPU 必须提供的显存：估算值加上余量（默认 %1%），按场景的 GPU 数计算。每个组成项（权重、梯度、优化器状态、激活值、logits、KV 缓存、适配器、CUDA 上下文与分配器）在悬停时显示其公式和来源。&lt;/p&gt;&lt;p&gt;“工具将显示”给出三个可核对的读数：nvidia-smi，以及 PyTorch 的 reserved 和 allocated 峰值。&lt;i&gt;与我的实测对比&lt;/i&gt;会解释差异，并可将其保存为你的校正。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The software the numbers assume</source>
        <translation>这些数字假设的软件栈</translation>
    </message>
</context>
<context>
    <name>ga::IdleCauses</name>
    <message>
        <source>nvidia-smi&apos;s utilisation is the share of time in which any kernel ran, not how busy the GPU is, and PyTorch keeps freed memory reserved, so nvidia-smi shows it as used (nvidia-smi(1) utilization.gpu; PyTorch CUDA semantics, memory management). Full memory with low utilisation means the GPU is waiting for the host, not overloaded. Check torch.cuda.memory_allocated() against memory_reserved(), and DCGM&apos;s SM_ACTIVE for how busy the GPU really is.</source>
        <translation>nvidia-smi 的利用率是有任意 kernel 在运行的时间占比，并不表示 GPU 有多忙；PyTorch 会保留已释放的显存，因此 nvidia-smi 仍显示为已用（nvidia-smi(1) utilization.gpu；PyTorch CUDA semantics，memory management）。显存满而利用率低，说明 GPU 在等主机，而不是过载。请对比 torch.cuda.memory_allocated() 与 memory_reserved()，并用 DCGM 的 SM_ACTIVE 看 GPU 的真实繁忙程度。</translation>
    </message>
    <message>
        <source>Data loaded and tokenised in the training process</source>
        <translation>数据在训练进程内加载和分词</translation>
    </message>
    <message>
        <source>Utilisation rises and falls with gaps between steps; one CPU core at 100%, the others idle; the step time does not change with a smaller model.</source>
        <translation>利用率忽高忽低，步与步之间有空档；一个 CPU 核 100%，其余空闲；换更小的模型步时也不变。</translation>
    </message>
    <message>
        <source>nvidia-smi dmon -s u; htop; py-spy top --pid PID (time in __getitem__, the tokenizer or collate).</source>
        <translation>nvidia-smi dmon -s u；htop；py-spy top --pid PID（时间花在 __getitem__、分词器或 collate 上）。</translation>
    </message>
    <message>
        <source>DataLoader num_workers &gt; 0 (about 4 per GPU, tuned), persistent_workers, prefetch_factor 2 or more (Trainer: dataloader_num_workers); tokenise once beforehand with datasets.map(batched=True, num_proc=N).</source>
        <translation>DataLoader num_workers &gt; 0（每个 GPU 约 4 个，按实际调整）、persistent_workers、prefetch_factor 不小于 2（Trainer：dataloader_num_workers）；事先用 datasets.map(batched=True, num_proc=N) 一次性分词。</translation>
    </message>
    <message>
        <source>PyTorch performance tuning guide: &quot;The default setting for DataLoader is num_workers=0, which means that the data loading is synchronous and done in the main process&quot;; torch.utils.data</source>
        <translation>PyTorch performance tuning guide：&quot;The default setting for DataLoader is num_workers=0, which means that the data loading is synchronous and done in the main process&quot;；torch.utils.data</translation>
    </message>
    <message>
        <source>CPU offload: the optimizer step runs on the host</source>
        <translation>CPU 卸载：优化器步骤在主机上运行</translation>
    </message>
    <message>
        <source>A long gap at every optimizer step, after the backward pass; many host cores busy; heavy PCIe traffic (nvidia-smi dmon -s t).</source>
        <translation>每个优化器步骤（反向传播之后）都有长时间空档；大量主机核心繁忙；PCIe 流量很大（nvidia-smi dmon -s t）。</translation>
    </message>
    <message>
        <source>torch.profiler shows cpu_adam or long host-device copies; the DeepSpeed config has offload_optimizer or offload_param.</source>
        <translation>torch.profiler 中出现 cpu_adam 或很长的主机与设备间拷贝；DeepSpeed 配置中有 offload_optimizer 或 offload_param。</translation>
    </message>
    <message>
        <source>Drop offload where the job fits without it (ZeRO-3 over the GPUs, an 8-bit optimizer, a smaller LoRA rank); keep pin_memory; DeepSpeed --bind_cores_to_rank; more gradient accumulation per step.</source>
        <translation>不卸载也放得下时就去掉卸载（在多个 GPU 上用 ZeRO-3、8-bit 优化器、更小的 LoRA 秩）；保留 pin_memory；DeepSpeed --bind_cores_to_rank；每步更多梯度累积。</translation>
    </message>
    <message>
        <source>this job offloads to the CPU</source>
        <translation>本任务把优化器卸载到了 CPU</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-Offload tutorial; DeepSpeed ZenFlow: the stalls of ZeRO-Offload come from PCIe transfers and the Adam step on the CPU</source>
        <translation>DeepSpeed ZeRO-Offload 教程；DeepSpeed ZenFlow：ZeRO-Offload 的停顿来自 PCIe 传输和在 CPU 上执行的 Adam 步骤</translation>
    </message>
    <message>
        <source>Steps too small: many short kernels and Python overhead</source>
        <translation>步太小：大量短 kernel 和 Python 开销</translation>
    </message>
    <message>
        <source>The GPU lane of a profile shows short kernels with gaps; a larger batch barely changes the step time.</source>
        <translation>性能剖析的 GPU 轨道上是带空档的短 kernel；增大批量几乎不改变步时。</translation>
    </message>
    <message>
        <source>torch.profiler with CPU and CUDA activities, or nsys profile; DCGM SM_ACTIVE.</source>
        <translation>torch.profiler（CPU 和 CUDA 活动）或 nsys profile；DCGM SM_ACTIVE。</translation>
    </message>
    <message>
        <source>A larger per-device batch (gradient checkpointing frees the memory), packing or padding-free batches, torch.compile or CUDA graphs, fused kernels (Liger, fused AdamW).</source>
        <translation>增大每卡批量（梯度检查点省出的显存可用于此）、packing 或无填充批次、torch.compile 或 CUDA graphs、融合算子（Liger、fused AdamW）。</translation>
    </message>
    <message>
        <source>%1 tokens a micro-step on each GPU</source>
        <translation>每个 GPU 每个微步 %1 个 token</translation>
    </message>
    <message>
        <source>NVIDIA CUDA Graphs guide: kernel launch overhead matters when the CPU cannot keep up feeding the GPU; Hugging Face GPU training guide on batch size</source>
        <translation>NVIDIA CUDA Graphs 指南：CPU 跟不上向 GPU 下发工作时，kernel 启动开销就很显著；Hugging Face GPU 训练指南中关于批量的部分</translation>
    </message>
    <message>
        <source>Stalls for logging, evaluation and checkpoints</source>
        <translation>日志、评估和检查点造成的停顿</translation>
    </message>
    <message>
        <source>Idle windows at the logging, evaluation or saving interval; .item() or printing a tensor every step.</source>
        <translation>按日志、评估或保存间隔出现空闲；每步调用 .item() 或打印张量。</translation>
    </message>
    <message>
        <source>py-spy dump --pid PID during a gap (torch.save, evaluate); cudaStreamSynchronize in torch.profiler.</source>
        <translation>空档期间 py-spy dump --pid PID（torch.save、evaluate）；torch.profiler 中的 cudaStreamSynchronize。</translation>
    </message>
    <message>
        <source>Log and evaluate less often; no .item() in the loop; asynchronous checkpoints (torch.distributed.checkpoint.async_save) written to local NVMe first.</source>
        <translation>降低日志和评估频率；循环中不调用 .item()；异步检查点（torch.distributed.checkpoint.async_save），先写本地 NVMe。</translation>
    </message>
    <message>
        <source>PyTorch performance tuning guide, &quot;Avoid unnecessary CPU-GPU synchronization&quot;; PyTorch asynchronous checkpointing recipe</source>
        <translation>PyTorch performance tuning guide，&quot;Avoid unnecessary CPU-GPU synchronization&quot;；PyTorch 异步检查点教程</translation>
    </message>
    <message>
        <source>Training data read from NAS over the network</source>
        <translation>训练数据经网络从 NAS 读取</translation>
    </message>
    <message>
        <source>Training data read from object storage over the network</source>
        <translation>训练数据经网络从对象存储读取</translation>
    </message>
    <message>
        <source>The step time stays the same with more DataLoader workers; workers wait on reads; the network receives at a steady cap (1.25 GB/s on 10 Gbit/s).</source>
        <translation>增加 DataLoader worker 步时不变；worker 在等读取；网络接收速率稳定在上限（10 Gbit/s 时为 1.25 GB/s）。</translation>
    </message>
    <message>
        <source>sar -n DEV 1 against the instance&apos;s network; iostat -x 1; the same step from a copy on local NVMe.</source>
        <translation>sar -n DEV 1 对照实例的网络带宽；iostat -x 1；用本地 NVMe 上的副本跑同一步对比。</translation>
    </message>
    <message>
        <source>Copy the data to local NVMe before training, or a cache tier (the provider&apos;s object-storage accelerator, a parallel file system); larger shards read in parallel ranges; store token ids, not text.</source>
        <translation>训练前把数据复制到本地 NVMe，或用缓存层（云厂商的对象存储加速器、并行文件系统）；更大的分片并行按范围读取；存 token id 而不是文本。</translation>
    </message>
    <message>
        <source>this job reads its data over the network</source>
        <translation>本任务经网络读取数据</translation>
    </message>
    <message>
        <source>Amazon S3 performance guidelines: one concurrent request per 85-90 MB/s; the providers&apos; bandwidth limits per account</source>
        <translation>Amazon S3 性能指南：每 85-90 MB/s 需要一个并发请求；各云厂商按账号的带宽上限</translation>
    </message>
    <message>
        <source>GPUs that synchronise over the network between nodes</source>
        <translation>GPU 之间经节点间网络同步</translation>
    </message>
    <message>
        <source>GPUs that synchronise over PCIe without NVLink</source>
        <translation>GPU 之间经 PCIe 同步，没有 NVLink</translation>
    </message>
    <message>
        <source>Utilisation drops in the backward pass and the all-reduce; N GPUs give much less than N times one.</source>
        <translation>反向传播和 all-reduce 时利用率下降；N 个 GPU 远不到单卡的 N 倍。</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m (NV# against PIX/PHB/SYS); NCCL_DEBUG=INFO (&quot;Using network Socket&quot; means no RDMA); nccl-tests all_reduce_perf.</source>
        <translation>nvidia-smi topo -m（NV# 对比 PIX/PHB/SYS）；NCCL_DEBUG=INFO（&quot;Using network Socket&quot; 表示没有 RDMA）；nccl-tests all_reduce_perf。</translation>
    </message>
    <message>
        <source>An instance with NVLink or NVSwitch for ZeRO-3 and FSDP; RDMA (EFA, InfiniBand, RoCE) between nodes; ZeRO-2 where it fits; overlap_comm and larger buckets; more gradient accumulation.</source>
        <translation>ZeRO-3 和 FSDP 选有 NVLink 或 NVSwitch 的实例；节点间用 RDMA（EFA、InfiniBand、RoCE）；放得下时用 ZeRO-2；overlap_comm 和更大的 bucket；更多梯度累积。</translation>
    </message>
    <message>
        <source>%1 GPUs span more than one node</source>
        <translation>%1 个 GPU 跨越不止一个节点</translation>
    </message>
    <message>
        <source>ZeRO-3 gathers the weights in every layer of every step</source>
        <translation>ZeRO-3 在每一步的每一层都要收集权重</translation>
    </message>
    <message>
        <source>NCCL user guide, troubleshooting: point-to-point PCI messages can perform poorly</source>
        <translation>NCCL 用户指南，故障排除：点对点 PCI 消息可能性能很差</translation>
    </message>
    <message>
        <source>Too many CPU threads</source>
        <translation>CPU 线程过多</translation>
    </message>
    <message>
        <source>The load average far above the core count; much system time; slow DataLoader workers despite their number.</source>
        <translation>负载远高于核心数；系统态时间很多；DataLoader worker 多却仍然慢。</translation>
    </message>
    <message>
        <source>htop; top -H; vmstat 1 (context switches).</source>
        <translation>htop；top -H；vmstat 1（上下文切换）。</translation>
    </message>
    <message>
        <source>OMP_NUM_THREADS = cores ÷ processes (torchrun sets 1); torch.set_num_threads in the workers; numactl.</source>
        <translation>OMP_NUM_THREADS = 核心数 ÷ 进程数（torchrun 默认设为 1）；在 worker 中 torch.set_num_threads；numactl。</translation>
    </message>
    <message>
        <source>PyTorch performance tuning guide, OMP_NUM_THREADS and CPU affinity; torchrun</source>
        <translation>PyTorch performance tuning guide，OMP_NUM_THREADS 与 CPU 亲和性；torchrun</translation>
    </message>
    <message>
        <source>Copies to the GPU from pageable memory</source>
        <translation>从可分页内存拷贝到 GPU</translation>
    </message>
    <message>
        <source>Host-to-device copies (Memcpy HtoD, Pageable) before each step; matters most for images and video.</source>
        <translation>每步之前有主机到设备的拷贝（Memcpy HtoD, Pageable）；图像和视频影响最大。</translation>
    </message>
    <message>
        <source>torch.profiler or nsys: Memcpy HtoD (Pageable) against (Pinned).</source>
        <translation>torch.profiler 或 nsys：Memcpy HtoD (Pageable) 对比 (Pinned)。</translation>
    </message>
    <message>
        <source>DataLoader pin_memory=True (the Trainer&apos;s default) and .to(device, non_blocking=True).</source>
        <translation>DataLoader pin_memory=True（Trainer 的默认值）以及 .to(device, non_blocking=True)。</translation>
    </message>
    <message>
        <source>torch.utils.data, memory pinning: host-to-GPU copies are much faster from pinned memory</source>
        <translation>torch.utils.data，memory pinning：从锁页内存拷贝到 GPU 要快得多</translation>
    </message>
</context>
<context>
    <name>ga::ImportsDialog</name>
    <message>
        <source>Stored imports</source>
        <translation>已保存的导入目录</translation>
    </message>
    <message>
        <source>Imported catalogs are stored under the providers they hold, on top of the bundled or refreshed catalog. Importing a provider again asks before it replaces the stored one.</source>
        <translation>导入的价格目录按其包含的云厂商保存，并叠加在内置或已更新的价格目录之上。再次导入某个云厂商时，会先询问，再替换已保存的导入目录。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Imported from</source>
        <translation>导入来源</translation>
    </message>
    <message>
        <source>Imported on</source>
        <translation>导入日期</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <comment>a stored import</comment>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <source>No stored imports: Catalog &gt; Import catalog… adds one.</source>
        <translation>没有已保存的导入目录：可通过“价格目录 &gt; 导入价格目录…”添加。</translation>
    </message>
    <message>
        <source>Remove import</source>
        <translation>移除导入目录</translation>
    </message>
    <message>
        <source>Remove %1? Its instances leave the catalog in use.</source>
        <translation>移除 %1？其中的实例将从当前使用的价格目录中移除。</translation>
    </message>
</context>
<context>
    <name>ga::InputFile</name>
    <message>
        <source>no file name given</source>
        <translation>未提供文件名</translation>
    </message>
    <message>
        <source>is a broken link</source>
        <translation>是失效的链接</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>找不到文件</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is a pipe or socket, not a regular file</source>
        <translation>是管道或套接字，不是普通文件</translation>
    </message>
    <message>
        <source>is a device, not a regular file</source>
        <translation>是设备，不是普通文件</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>is larger than %1</source>
        <translation>大于 %1</translation>
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
        <translation>运行小时</translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Usable memory per GPU as nvidia-smi reports it</source>
        <translation>nvidia-smi 报告的每块 GPU 可用显存</translation>
    </message>
    <message numerus="yes">
        <source> · %n more hidden by the filters</source>
        <translation>
            <numerusform> · 另有 %n 个被筛选条件隐藏</numerusform>
        </translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no price or figure</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>~%1</source>
        <comment>estimated price</comment>
        <translation>~%1</translation>
    </message>
    <message>
        <source>Fits in memory, but a critical advisory makes it a poor choice (see Advisories); picks never choose it.</source>
        <translation>显存放得下，但存在严重提示，不宜选择（参见“提示”）；推荐永远不会选它。</translation>
    </message>
    <message>
        <source>Fits: needs %1 GiB per GPU with headroom; %2 offers %3 GiB (nvidia-smi total).</source>
        <translation>放得下：每块 GPU 需要 %1 GiB（含余量）；%2 提供 %3 GiB（nvidia-smi 总量）。</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB per GPU; %2 offers %3 GiB.</source>
        <translation>放不下：每块 GPU 需要 %1 GiB；%2 仅提供 %3 GiB。</translation>
    </message>
    <message numerus="yes">
        <source>Per GPU at %n GPU(s):</source>
        <translation>
            <numerusform>%n 块 GPU 时每块 GPU：</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no price for this instance in this billing mode.</source>
        <translation>价格目录中没有该实例在此计费方式下的价格。</translation>
    </message>
    <message numerus="yes">
        <source>%1 per hour (%n instance(s))</source>
        <translation>
            <numerusform>每小时 %1（%n 个实例）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>每年 %1</translation>
    </message>
    <message>
        <source>
Instance %1 — %2
Disk %3 — %4
Egress %5 — %6
Object storage %7 — %8
Requests %9 — %10</source>
        <translation>
实例 %1 — %2
云盘 %3 — %4
公网出流量 %5 — %6
对象存储 %7 — %8
请求 %9 — %10</translation>
    </message>
    <message>
        <source>%1 per million tokens: %2 for %3 tokens in %4 h
</source>
        <translation>每百万 token %1：%3 个 token 耗时 %4 小时，费用 %2
</translation>
    </message>
    <message>
        <source>%1 for one run of %2 h
</source>
        <translation>单次运行 %2 小时，费用 %1
</translation>
    </message>
    <message numerus="yes">
        <source>The job runs on %n GPU(s)</source>
        <translation>
            <numerusform>任务运行在 %n 块 GPU 上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> over %n instance(s)</source>
        <translation>
            <numerusform>，分布在 %n 个实例上</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>provider, instance type, region</comment>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>Scaling</source>
        <comment>share of linear speed-up</comment>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Hours</source>
        <comment>hours to generate the dataset&apos;s tokens</comment>
        <translation>时长</translation>
    </message>
    <message>
        <source>Need per GPU (GiB)</source>
        <translation>每 GPU 需求（GiB）</translation>
    </message>
    <message>
        <source>Usable GiB per GPU</source>
        <translation>每 GPU 可用 GiB</translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation>内存（GiB）</translation>
    </message>
    <message>
        <source>Hourly (%1)</source>
        <translation>每小时（%1）</translation>
    </message>
    <message>
        <source>Per year (%1)</source>
        <translation>每年（%1）</translation>
    </message>
    <message>
        <source>Hours for the dataset&apos;s tokens</source>
        <translation>生成数据集 token 的时长</translation>
    </message>
    <message>
        <source>Run hours</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>GiB each GPU must offer: estimate + headroom</source>
        <translation>每块 GPU 需提供的 GiB：估算值 + 余量</translation>
    </message>
    <message>
        <source>Price per hour of the instances the job runs on, in the billing mode chosen</source>
        <translation>任务所用实例的每小时价格，按所选计费方式计算</translation>
    </message>
    <message>
        <source>Hours to generate the dataset&apos;s tokens: tokens ÷ batch × the time of one decode step</source>
        <translation>生成数据集 token 所需的小时数：token 数 ÷ 批大小 × 单步解码时间</translation>
    </message>
    <message>
        <source>Hours for one run: training FLOPs ÷ (dense TFLOPS × GPUs × MFU × scaling efficiency)</source>
        <translation>一次运行的小时数：训练 FLOPs ÷ (稠密 TFLOPS × GPU 数 × MFU × 扩展效率)</translation>
    </message>
    <message>
        <source>Cost per million generated tokens: hourly price × hours ÷ tokens × 1,000,000</source>
        <translation>每百万生成 token 的成本：每小时价格 × 小时数 ÷ token 数 × 1,000,000</translation>
    </message>
    <message>
        <source>Cost of one training run: hourly price × run hours</source>
        <translation>一次训练的成本：每小时价格 × 运行小时数</translation>
    </message>
    <message>
        <source>Share of a linear speed-up the GPUs reach over their links (NVLink, PCIe, RDMA or TCP); run hours include it</source>
        <translation>GPU 通过其互联（NVLink、PCIe、RDMA 或 TCP）达到的线性加速比例；运行小时数已将其计入</translation>
    </message>
    <message>
        <source>GPUs the job runs on; 2×4 = two instances of four GPUs, 1/8 = one GPU used of eight paid for</source>
        <translation>任务所用的 GPU；2×4 = 两个实例、每个 4 块 GPU，1/8 = 付费 8 块 GPU 中只用 1 块</translation>
    </message>
    <message>
        <source>✔ fits: holds the job with headroom and nothing critical. ⚠ fits, flawed: holds it, but a critical advisory (e.g. nodes without RDMA) makes it a poor choice. ◐: fits with ZeRO-3 or offload. ✖: does not fit.</source>
        <translation>✔ 放得下：含余量可容纳该任务，且无严重问题。⚠ 放得下但有缺陷：能容纳，但有严重提示（例如节点无 RDMA），不宜选用。◐：启用 ZeRO-3 或卸载后放得下。✖：放不下。</translation>
    </message>
    <message numerus="yes">
        <source>
* This price is from %1, more than %n month(s) ago: check the provider&apos;s current price.</source>
        <translation>
            <numerusform>
* 该价格来自 %1，已超过 %n 个月：请核对云厂商的当前价格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job runs on %n GPU(s); %1 more are paid for and idle.</source>
        <translation>
            <numerusform>作业运行在 %n 块 GPU 上；另有 %1 块已付费但闲置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instance + disk + egress + object storage + requests, per year; ~ marks an estimated price, * one more than %n month(s) old</source>
        <translation>
            <numerusform>实例 + 云盘 + 公网出流量 + 对象存储 + 请求，按年计；~ 表示估算价格，* 表示价格已超过 %n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>column header, currency</comment>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>, %n more with a critical problem</source>
        <translation>
            <numerusform>，另有 %n 个有严重问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) of %1 GPU(s), %2 request(s) each (at most %3 by the KV cache and max_num_seqs)</source>
        <translation>
            <numerusform>%n 个副本，每个 %1 块 GPU，各承载 %2 个请求（受 KV 缓存和 max_num_seqs 限制最多 %3 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>TTFT</source>
        <comment>time to first token</comment>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <comment>time per output token</comment>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Tok/s</source>
        <comment>output tokens per second</comment>
        <translation>tok/s</translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首 token 延迟（毫秒）</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每输出 token 延迟（毫秒）</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <source>Engine replicas (tensor-parallel groups) the simultaneous requests and the latency targets take</source>
        <translation>承载同时请求数和延迟目标所需的引擎副本数（张量并行组）</translation>
    </message>
    <message>
        <source>Time to first token: the prompt&apos;s prefill and one decode step</source>
        <translation>首 token 延迟：提示词的 prefill 加一步 decode</translation>
    </message>
    <message>
        <source>Time per output token: one decode step, with the share of other requests&apos; prompts run between steps</source>
        <translation>每输出 token 延迟：一步 decode，加上在各步之间运行的其他请求提示词的分摊</translation>
    </message>
    <message>
        <source>Output tokens per second of all replicas at the workload&apos;s concurrency</source>
        <translation>在工作负载并发下所有副本每秒输出的 token 数</translation>
    </message>
    <message>
        <source>Price unknown: %1
Catalog &gt; Update prices, or import a catalog that prices it.</source>
        <translation>价格未知：%1
请使用 目录 &gt; 更新价格，或导入含此价格的目录。</translation>
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
        <translation>地域…</translation>
    </message>
    <message>
        <source>Fits &amp;only</source>
        <translation>仅看放得下(&amp;O)</translation>
    </message>
    <message>
        <source>Hide instances whose GPUs cannot hold the job</source>
        <translation>隐藏 GPU 容纳不下该任务的实例</translation>
    </message>
    <message>
        <source>Show all providers</source>
        <translation>显示全部云厂商</translation>
    </message>
    <message>
        <source>No instance fits this job as configured — see the GPU count options above, or untick Fits only.</source>
        <translation>按当前配置，没有实例放得下该任务 — 请查看上方的 GPU 数量选项，或取消勾选“仅看放得下”。</translation>
    </message>
    <message>
        <source>Untick Fits only</source>
        <translation>取消勾选“仅看放得下”</translation>
    </message>
    <message>
        <source>No instance matches the filters.</source>
        <translation>没有符合筛选条件的实例。</translation>
    </message>
    <message>
        <source>Clear the filters</source>
        <translation>清除筛选条件</translation>
    </message>
    <message>
        <source>Show only regions whose name contains this text; &quot;cn&quot; or &quot;china&quot; shows every mainland China region, whatever the provider calls it. The picks are chosen among the rows shown.</source>
        <translation>只显示名称包含此文字的地域；输入“cn”或“china”会显示所有中国大陆地域，不论云厂商如何命名（如腾讯云的 ap-guangzhou）。推荐项只在显示的行中挑选。</translation>
    </message>
</context>
<context>
    <name>ga::LaunchFiles</name>
    <message>
        <source>Written by GPU Advisor %1 on %2 for: %3</source>
        <translation>由 GPU Advisor %1 于 %2 生成，对应：%3</translation>
    </message>
    <message numerus="yes">
        <source>; instance %1 (%n node(s))</source>
        <translation>
            <numerusform>；实例 %1（%n 个节点）</numerusform>
        </translation>
    </message>
    <message>
        <source>LLaMA-Factory needs a model it can load: choose a preset or a config.json instead of a parameter count</source>
        <translation>LLaMA-Factory 需要可加载的模型：请选择预设或 config.json，而不是参数量</translation>
    </message>
    <message>
        <source>Launch on every node: FORCE_TORCHRUN=1 NNODES=%1 NODE_RANK=&lt;0..%2&gt; NPROC_PER_NODE=%3 MASTER_ADDR=&lt;first node&gt; llamafactory-cli train llama_factory.yaml</source>
        <translation>在每个节点上启动：FORCE_TORCHRUN=1 NNODES=%1 NODE_RANK=&lt;0..%2&gt; NPROC_PER_NODE=%3 MASTER_ADDR=&lt;第一个节点&gt; llamafactory-cli train llama_factory.yaml</translation>
    </message>
    <message>
        <source>Launch: llamafactory-cli train llama_factory.yaml</source>
        <translation>启动：llamafactory-cli train llama_factory.yaml</translation>
    </message>
    <message>
        <source>LLaMA-Factory&apos;s own demo data, so that the file runs as it is: name yours in data/dataset_info.json.</source>
        <translation>使用 LLaMA-Factory 自带的示例数据，文件可直接运行：请在 data/dataset_info.json 中登记你自己的数据集。</translation>
    </message>
    <message>
        <source>Usage: bash launch.sh TRAIN_SCRIPT [its arguments]</source>
        <translation>用法：bash launch.sh 训练脚本 [脚本参数]</translation>
    </message>
    <message>
        <source>ZeRO-%1: give a Hugging Face Trainer script --deepspeed %2 (gpu-advisor launch --format deepspeed).</source>
        <translation>ZeRO-%1：给 Hugging Face Trainer 脚本加上 --deepspeed %2（由 gpu-advisor launch --format deepspeed 生成）。</translation>
    </message>
    <message>
        <source>no instance of the catalog serves this model, so vLLM has no layout to start with</source>
        <translation>价格目录中没有能服务此模型的实例，因此 vLLM 无法确定启动布局</translation>
    </message>
    <message>
        <source>no instance of the catalog holds this job, so there is nothing for SkyPilot to launch</source>
        <translation>价格目录中没有能容纳此任务的实例，SkyPilot 无可启动的资源</translation>
    </message>
    <message>
        <source>Launch: sky launch -c %1 sky.yaml</source>
        <translation>启动：sky launch -c %1 sky.yaml</translation>
    </message>
    <message>
        <source>train.py: your training script, in the folder sky launch is run from (workdir).</source>
        <translation>train.py：你的训练脚本，放在运行 sky launch 的文件夹中（workdir）。</translation>
    </message>
    <message>
        <source>DeepSpeed config (JSON)</source>
        <translation>DeepSpeed 配置（JSON）</translation>
    </message>
    <message>
        <source>accelerate FSDP config (YAML)</source>
        <translation>accelerate FSDP 配置（YAML）</translation>
    </message>
    <message>
        <source>LLaMA-Factory training file (YAML)</source>
        <translation>LLaMA-Factory 训练文件（YAML）</translation>
    </message>
    <message>
        <source>torchrun launch script</source>
        <translation>torchrun 启动脚本</translation>
    </message>
    <message>
        <source>SkyPilot task (YAML)</source>
        <translation>SkyPilot 任务（YAML）</translation>
    </message>
    <message>
        <source>vLLM serve script</source>
        <translation>vLLM 服务脚本</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <source>Launch on every node: accelerate launch --config_file accelerate_fsdp.yaml --machine_rank &lt;0..%1&gt; --main_process_ip &lt;first node&gt; train.py</source>
        <translation>在每个节点上启动：accelerate launch --config_file accelerate_fsdp.yaml --machine_rank &lt;0..%1&gt; --main_process_ip &lt;第一个节点&gt; train.py</translation>
    </message>
    <message>
        <source>Launch: accelerate launch --config_file accelerate_fsdp.yaml train.py</source>
        <translation>启动：accelerate launch --config_file accelerate_fsdp.yaml train.py</translation>
    </message>
    <message>
        <source>the %1 is for training; a served model starts with the vLLM serve script</source>
        <translation>%1用于训练；推理服务请用 vLLM 服务脚本启动</translation>
    </message>
    <message>
        <source>the job uses no ZeRO stage: plain data parallelism needs no DeepSpeed file; the torchrun launch script starts it, or choose ZeRO 1, 2 or 3</source>
        <translation>该任务未使用 ZeRO：普通数据并行不需要 DeepSpeed 文件；用 torchrun 启动脚本启动，或选择 ZeRO 1、2 或 3</translation>
    </message>
    <message>
        <source>FSDP shards the gradients (like ZeRO-2) or the parameters too (like ZeRO-3); the job has ZeRO-%1: choose ZeRO 2 or 3, or use the torchrun launch script</source>
        <translation>FSDP 切分梯度（相当于 ZeRO-2）或连参数一起切分（相当于 ZeRO-3）；该任务为 ZeRO-%1：请选择 ZeRO 2 或 3，或使用 torchrun 启动脚本</translation>
    </message>
    <message>
        <source>FSDP offloads the parameters with the optimizer states, never the states alone: offload both, or use the DeepSpeed config</source>
        <translation>FSDP 卸载时参数与优化器状态一起卸载，不能只卸载状态：请同时卸载两者，或使用 DeepSpeed 配置</translation>
    </message>
    <message>
        <source>the vLLM serve script is for a model served by vLLM: choose inference with the vLLM engine</source>
        <translation>vLLM 服务脚本用于由 vLLM 提供服务的模型：请选择推理并使用 vLLM 引擎</translation>
    </message>
    <message>
        <source>SkyPilot cannot launch on %1; choose an instance of a cloud it supports (aws, azure, gcp, lambda, runpod and others)</source>
        <translation>SkyPilot 无法在 %1 上启动；请选择它支持的云（aws、azure、gcp、lambda、runpod 等）的实例</translation>
    </message>
    <message>
        <source>SkyPilot serves with vLLM here: choose the vLLM engine</source>
        <translation>此处 SkyPilot 用 vLLM 提供服务：请选择 vLLM 引擎</translation>
    </message>
    <message>
        <source>the job trains with expert parallelism, which Megatron-SWIFT runs without a %1; the torchrun launch script starts its megatron sft</source>
        <translation>该任务使用专家并行训练，Megatron-SWIFT 运行时不需要 %1；torchrun 启动脚本会启动其 megatron sft</translation>
    </message>
    <message>
        <source>Usage: bash launch.sh --model MODEL --dataset DATA [more megatron sft arguments]</source>
        <translation>用法：bash launch.sh --model MODEL --dataset DATA [更多 megatron sft 参数]</translation>
    </message>
    <message numerus="yes">
        <source>Expert parallelism: the routed experts split over all %n GPU(s), the rest copied to each (Megatron-SWIFT).</source>
        <translation>
            <numerusform>专家并行：路由专家拆分到全部 %n 块 GPU 上，其余部分每块 GPU 各存一份（Megatron-SWIFT）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::LocalGpuLabel</name>
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
        <translation>提示</translation>
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
        <source>Export &amp;preflight check…</source>
        <translation>导出上机前检查(&amp;P)…</translation>
    </message>
    <message>
        <source>Change the billing mode</source>
        <translation>更改计费方式</translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s)</source>
        <translation>
            <numerusform>使用 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>新建场景(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>Open model &amp;config.json…</source>
        <translation>打开模型 config.json(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;instances (CSV or JSON)…</source>
        <translation>导出实例（CSV 或 JSON）(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export PDF report…</source>
        <translation>导出 PDF 报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>P&amp;rint report…</source>
        <translation>打印报告(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy selected instances</source>
        <translation>复制所选实例(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>价格目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Update prices…</source>
        <translation>更新价格(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;GPU count options</source>
        <translation>GPU 数量选项(&amp;G)</translation>
    </message>
    <message>
        <source>Show the smallest configuration per GPU model even when the job fits as configured</source>
        <translation>即使任务按当前配置放得下，也显示每种 GPU 型号的最小配置</translation>
    </message>
    <message>
        <source>GPU Advisor &amp;guide</source>
        <translation>GPU Advisor 指南(&amp;G)</translation>
    </message>
    <message>
        <source>How the &amp;picks are chosen</source>
        <translation>推荐是如何选出的(&amp;P)</translation>
    </message>
    <message>
        <source>How the picks are chosen</source>
        <translation>推荐是如何选出的</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Correct the marked field first: the panels still show the last valid scenario.</source>
        <translation>请先修正标记的字段：各面板仍显示上一个有效场景。</translation>
    </message>
    <message>
        <source>Kept your correction of %1%; every estimate now shows it as its own line.</source>
        <translation>已保留你的 %1% 修正；现在每个估算都会将其单独列为一行。</translation>
    </message>
    <message>
        <source>Removed your correction.</source>
        <translation>已移除你的修正。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The highlighted rows answer four questions. Each is chosen only among instances that fit the job as configured, have a price and carry no critical advisory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;高亮的行回答四个问题。每一项都只从满足以下条件的实例中选出：按当前配置放得下该任务、有价格，且没有严重提示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Run time = training FLOPs ÷ (dense TFLOPS × GPUs × the GPU generation&apos;s utilisation × scaling efficiency); hover a run figure for its formula and sources.&lt;/p&gt;</source>
        <translation>&lt;p&gt;运行时间 = 训练 FLOPs ÷ (稠密 TFLOPS × GPU 数 × 该代 GPU 的利用率 × 扩展效率)；将鼠标悬停在运行数据上可查看其公式和来源。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Stored imports…</source>
        <translation>已保存的导入目录(&amp;S)…</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Export &amp;launch files…</source>
        <translation>导出启动文件(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Tencent Cloud API key…</source>
        <translation>腾讯云 API 密钥(&amp;T)…</translation>
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
        <translation>权重</translation>
    </message>
    <message>
        <source>NF4 weights</source>
        <translation>NF4 权重</translation>
    </message>
    <message>
        <source>Quantised weights</source>
        <translation>量化权重</translation>
    </message>
    <message>
        <source>fp32 copies of the unquantised weights</source>
        <translation>未量化权重的 fp32 副本</translation>
    </message>
    <message>
        <source>Gathered layers (ZeRO-3)</source>
        <translation>聚合的层（ZeRO-3）</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>DDP gradient buckets</source>
        <translation>DDP 梯度桶</translation>
    </message>
    <message>
        <source>ZeRO communication buckets</source>
        <translation>ZeRO 通信桶</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Adafactor row and column states</source>
        <translation>Adafactor 行/列状态</translation>
    </message>
    <message>
        <source>Optimizer step temporaries</source>
        <translation>优化器 step 临时张量</translation>
    </message>
    <message>
        <source>Layer activations</source>
        <translation>层激活值</translation>
    </message>
    <message>
        <source>LoRA dropout copies</source>
        <translation>LoRA dropout 副本</translation>
    </message>
    <message>
        <source>LoRA input copies</source>
        <translation>LoRA 输入副本</translation>
    </message>
    <message>
        <source>Checkpointed layer inputs</source>
        <translation>检查点保存的层输入</translation>
    </message>
    <message>
        <source>Recomputed layer</source>
        <translation>重计算的层</translation>
    </message>
    <message>
        <source>Final norm and output inputs</source>
        <translation>最终归一化层与输出层的输入</translation>
    </message>
    <message>
        <source>Dequantised weight</source>
        <translation>反量化权重</translation>
    </message>
    <message>
        <source>16-bit copy of the output layer</source>
        <translation>输出层的 16 位副本</translation>
    </message>
    <message>
        <source>Inputs kept by 4-bit layers</source>
        <translation>4-bit 层保存的输入</translation>
    </message>
    <message>
        <source>Prefill working set</source>
        <translation>Prefill 工作集</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits 与损失</translation>
    </message>
    <message>
        <source>Last-token logits</source>
        <translation>最后一个 token 的 logits</translation>
    </message>
    <message>
        <source>Prompt logits</source>
        <translation>Prompt 的 logits</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Previous step&apos;s KV cache</source>
        <translation>上一步的 KV 缓存</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>CUDA context and kernels</source>
        <translation>CUDA 上下文与内核</translation>
    </message>
    <message>
        <source>cuBLAS workspaces</source>
        <translation>cuBLAS 工作区</translation>
    </message>
    <message>
        <source>Allocator cache</source>
        <translation>分配器缓存</translation>
    </message>
    <message>
        <source>NCCL buffers</source>
        <translation>NCCL 缓冲区</translation>
    </message>
    <message>
        <source>Your correction</source>
        <translation>你的修正</translation>
    </message>
    <message>
        <source>%1 block params × %2 (NF4 + constants) + %3 other params × %4</source>
        <translation>%1 个块参数 × %2（NF4 + 常量）+ %3 个其他参数 × %4</translation>
    </message>
    <message>
        <source>%1 unquantised params × %2 more (16-bit → fp32)</source>
        <translation>%1 个未量化参数 × 额外 %2（16 位 → fp32）</translation>
    </message>
    <message>
        <source>%1 layers × %2</source>
        <translation>%1 层 × %2</translation>
    </message>
    <message>
        <source>%1 gradients × %2, copied into DDP&apos;s buckets</source>
        <translation>%1 个梯度 × %2，复制到 DDP 的桶中</translation>
    </message>
    <message>
        <source>%1 bucket(s) × %2 elements × %3</source>
        <translation>%1 个桶 × %2 个元素 × %3</translation>
    </message>
    <message>
        <source>%1 params × (fp32 master %2 + %3 %4)</source>
        <translation>%1 参数 × (fp32 主权重 %2 + %3 %4)</translation>
    </message>
    <message>
        <source>%1 params × %2 %3</source>
        <translation>%1 参数 × %2 %3</translation>
    </message>
    <message>
        <source>%1 row and column elements × 4 B</source>
        <translation>%1 个行/列元素 × 4 B</translation>
    </message>
    <message>
        <source>%1 of foreach temporaries (%2 state-sized cop%3) beyond the %4 freed after backward</source>
        <translation>foreach 临时张量 %1（%2 个 state-sized cop%3），超出反向传播后释放的 %4</translation>
    </message>
    <message>
        <source>%1 layers × %2 per layer (batch %3 × %4 tokens)</source>
        <translation>%1 层 × 每层 %2（批大小 %3 × %4 token）</translation>
    </message>
    <message>
        <source>%1 layer(s) × %2 elements × %3 (copy + mask)</source>
        <translation>%1 层 × %2 个元素 × %3（副本 + 掩码）</translation>
    </message>
    <message>
        <source>%1 layer(s) × %2 elements × %3 (the adapters&apos; own copy of their inputs)</source>
        <translation>%1 层 × %2 个元素 × %3（适配器自身保存的输入副本）</translation>
    </message>
    <message>
        <source>%1 layers × %2 layer input (%3 per element)</source>
        <translation>%1 层 × 每层输入 %2（每个元素 %3）</translation>
    </message>
    <message>
        <source>one layer recomputed in backward: %1</source>
        <translation>反向传播中重计算的一层：%1</translation>
    </message>
    <message>
        <source>final norm and output-layer inputs: %1</source>
        <translation>最终归一化层与输出层的输入：%1</translation>
    </message>
    <message>
        <source>largest 4-bit matrix %1 elements × %2</source>
        <translation>最大的 4-bit 矩阵 %1 个元素 × %2</translation>
    </message>
    <message>
        <source>%1 output-layer weights × %2</source>
        <translation>%1 个输出层权重 × %2</translation>
    </message>
    <message>
        <source>%1 layer(s) × %2 elements × %3</source>
        <translation>%1 层 × %2 个元素 × %3</translation>
    </message>
    <message>
        <source>one layer&apos;s temporaries for batch %1 × %2 tokens × %3</source>
        <translation>一层的临时张量：批大小 %1 × %2 token × %3</translation>
    </message>
    <message>
        <source>batch %1 × %2 tokens × vocabulary %3 × %4 (fp32 logits, saved log-softmax, two gradients)</source>
        <translation>批大小 %1 × %2 token × 词表 %3 × %4（fp32 logits、保存的 log-softmax、两份梯度）</translation>
    </message>
    <message>
        <source>batch %1 × vocabulary %2 × 4 B (last position, fp32)</source>
        <translation>批大小 %1 × 词表 %2 × 4 B（最后一个位置，fp32）</translation>
    </message>
    <message>
        <source>batch %1 × %2 prompt tokens × vocabulary %3 × %4</source>
        <translation>批大小 %1 × %2 个 prompt token × 词表 %3 × %4</translation>
    </message>
    <message>
        <source>2 × %1 layers × %2 KV heads × %3 head_dim × %4 tokens × batch %5 × %6</source>
        <translation>2 × %1 层 × %2 个 KV 头 × %3 head_dim × %4 token × 批大小 %5 × %6</translation>
    </message>
    <message>
        <source>the previous step&apos;s cache, %1, until the step ends</source>
        <translation>上一步的缓存 %1，保留到该步结束</translation>
    </message>
    <message>
        <source>rank %1, %2 params × %3 over %4 layers</source>
        <translation>秩 %1，%2 参数 × %3，分布于 %4 层</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 × %2 MiB</source>
        <translation>%1 × %2 MiB</translation>
    </message>
    <message>
        <source>%1% of %2 allocated and freed per step</source>
        <translation>每步分配并释放的 %2 的 %1%</translation>
    </message>
    <message>
        <source>%1 communicator × %2</source>
        <translation>%1 个通信器 × %2</translation>
    </message>
    <message>
        <source>%1% from your own measurement</source>
        <translation>%1%，来自你自己的实测</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (ZeRO)</source>
        <translation> ÷ %1 块 GPU（ZeRO）</translation>
    </message>
    <message>
        <source> → host RAM (%1 per GPU)</source>
        <translation> → 主机内存（每块 GPU %1）</translation>
    </message>
    <message>
        <source>Weight-only quantisation (GPTQ/AWQ int4 with a fp16 scale and 4-bit zero per 128 weights; LLM.int8; FP8) quantises the block matrices; embeddings and the output layer stay 16-bit.</source>
        <translation>仅权重量化（GPTQ/AWQ int4，每 128 个权重一个 fp16 缩放因子和一个 4-bit 零点；LLM.int8；FP8）量化各块中的矩阵；嵌入层和输出层保持 16 位。</translation>
    </message>
    <message>
        <source>PEFT prepare_model_for_kbit_training casts every non-4-bit parameter to fp32 (peft/utils/other.py, &quot;cast all non INT8 parameters to fp32&quot;).</source>
        <translation>PEFT 的 prepare_model_for_kbit_training 会把所有非 4-bit 参数转换为 fp32（peft/utils/other.py，&quot;cast all non INT8 parameters to fp32&quot;）。</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §3: mixed-precision Adam keeps 2 (16-bit weights) + 2 (16-bit gradients) + 12 (fp32 master, momentum, variance) bytes per parameter; stage 1 partitions optimizer states, stage 2 also gradients, stage 3 also parameters. 8-bit Adam: 2 B + one fp32 absmax per 256 (bitsandbytes).</source>
        <translation>Rajbhandari et al. 2020，ZeRO §3：混合精度 Adam 每个参数占用 2（16 位权重）+ 2（16 位梯度）+ 12（fp32 主权重、动量、方差）字节；阶段 1 对优化器状态分片，阶段 2 还对梯度分片，阶段 3 还对参数分片。8-bit Adam：2 B + 每 256 个值一个 fp32 absmax（bitsandbytes）。</translation>
    </message>
    <message>
        <source>PyTorch DDP: buckets are a flat copy of the gradients unless gradient_as_bucket_view (torch/nn/parallel/distributed.py).</source>
        <translation>PyTorch DDP：除非启用 gradient_as_bucket_view，否则桶是梯度的一份扁平副本（torch/nn/parallel/distributed.py）。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-1/2 keep two reduce buckets (overlap_comm), ZeRO-3 one, of reduce_bucket_size elements (deepspeed/runtime/zero/config.py; Hugging Face &quot;auto&quot;: hidden²).</source>
        <translation>DeepSpeed ZeRO-1/2 保留两个 reduce 桶（overlap_comm），ZeRO-3 保留一个，每个桶 reduce_bucket_size 个元素（deepspeed/runtime/zero/config.py；Hugging Face &quot;auto&quot;：hidden²）。</translation>
    </message>
    <message>
        <source>torch.optim.AdamW (foreach, the CUDA default) allocates a state-sized intermediate for the whole parameter group during step(); PyTorch ≤ 2.0 allocated two (PR #104898).</source>
        <translation>torch.optim.AdamW（foreach，CUDA 上的默认实现）在 step() 期间为整个参数组分配一个与状态同大小的中间张量；PyTorch ≤ 2.0 会分配两个（PR #104898）。</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, §4.1: s·b·h·(34 + 5·a·s/h) bytes per layer at 16-bit, re-derived term by term for SwiGLU, grouped-query attention, FlashAttention (no s² scores, Dao et al. 2022) and frozen weights (a matmul saves its input only when its weight needs a gradient).</source>
        <translation>Korthikanti et al. 2022，§4.1：16 位下每层 s·b·h·(34 + 5·a·s/h) 字节，并针对 SwiGLU、分组查询注意力、FlashAttention（不保存 s² 分数矩阵，Dao et al. 2022）和冻结权重（矩阵乘法仅在其权重需要梯度时才保存输入）逐项重新推导。</translation>
    </message>
    <message>
        <source>PEFT/LitGPT LoRA: lora_A(dropout(x)) saves the dropped copy of its input and the mask when dropout &gt; 0.</source>
        <translation>PEFT/LitGPT LoRA：dropout &gt; 0 时，lora_A(dropout(x)) 会保存经 dropout 处理的输入副本和掩码。</translation>
    </message>
    <message>
        <source>Gradient checkpointing keeps each layer&apos;s input and recomputes one layer in backward (Chen et al. 2016); with PEFT&apos;s fp32 casts the residual stream, and so the inputs, are fp32.</source>
        <translation>梯度检查点保存每层的输入，并在反向传播中重计算一层（Chen et al. 2016）；由于 PEFT 的 fp32 转换，残差流以及这些输入均为 fp32。</translation>
    </message>
    <message>
        <source>The final norm and the output layer keep their inputs for backward.</source>
        <translation>最终归一化层和输出层会为反向传播保存其输入。</translation>
    </message>
    <message>
        <source>Autocast caches 16-bit copies only of trainable fp32 weights (autocast_mode.cpp cached_cast): the frozen fp32 output layer is cast on every call and the copy is kept for backward.</source>
        <translation>Autocast 只缓存可训练 fp32 权重的 16 位副本（autocast_mode.cpp cached_cast）：冻结的 fp32 输出层每次调用都会被转换，且该副本会为反向传播保留。</translation>
    </message>
    <message>
        <source>bitsandbytes ≤ 0.43.1 kept each 4-bit layer&apos;s input for backward (fixed in 0.43.2, bitsandbytes PR #1270).</source>
        <translation>bitsandbytes ≤ 0.43.1 会为反向传播保存每个 4-bit 层的输入（已在 0.43.2 中修复，bitsandbytes PR #1270）。</translation>
    </message>
    <message>
        <source>Hugging Face causal-LM loss: fp32 logits, cross-entropy saves the fp32 log-softmax and backward adds two gradients of the same size: 12 B per logit (transformers loss_utils.py); with 128k–152k vocabularies this rivals the activations.</source>
        <translation>Hugging Face 因果语言模型损失：fp32 logits，交叉熵保存 fp32 log-softmax，反向传播再增加两份同样大小的梯度：每个 logit 12 B（transformers loss_utils.py）；词表为 128k–152k 时，这部分可与激活值相当。</translation>
    </message>
    <message>
        <source>Generation computes fp32 logits for the last position only (transformers ≥ 4.45, vLLM).</source>
        <translation>生成时只计算最后一个位置的 fp32 logits（transformers ≥ 4.45、vLLM）。</translation>
    </message>
    <message>
        <source>transformers ≤ 4.44 computed logits for every prompt token and upcast them (PR #31292).</source>
        <translation>transformers ≤ 4.44 会为每个 prompt token 计算 logits 并将其转换为更高精度（PR #31292）。</translation>
    </message>
    <message>
        <source>Tuple KV caches build a new cache each step while the previous one is still referenced.</source>
        <translation>元组形式的 KV 缓存每一步都会新建缓存，而上一步的缓存仍被引用。</translation>
    </message>
    <message>
        <source>CUDA context with lazy module loading plus first-use kernels (287 MB bare context, pytorch/pytorch#86509); 1,343 MB with eager loading on a V100 (Hugging Face, Model training anatomy). Seen by nvidia-smi only.</source>
        <translation>启用模块延迟加载的 CUDA 上下文，加上首次使用时加载的内核（裸上下文 287 MB，pytorch/pytorch#86509）；在 V100 上使用立即加载时为 1,343 MB（Hugging Face，Model training anatomy）。仅 nvidia-smi 可见。</translation>
    </message>
    <message>
        <source>PyTorch gives each cuBLAS handle and stream an 8.125 MiB workspace (32 MiB on Hopper) plus 1 MiB for cuBLASLt, through its allocator (CublasHandlePool.cpp; pytorch/pytorch#95668).</source>
        <translation>PyTorch 通过其分配器为每个 cuBLAS 句柄和流分配 8.125 MiB 工作区（Hopper 上为 32 MiB），另加 1 MiB 供 cuBLASLt 使用（CublasHandlePool.cpp；pytorch/pytorch#95668）。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s caching allocator keeps freed blocks for reuse: max_memory_reserved exceeds max_memory_allocated (c10/cuda/CUDACachingAllocator.cpp; far more with varying sequence lengths, pytorch/torchtune#1185).</source>
        <translation>PyTorch 的缓存分配器会保留已释放的块以供复用：max_memory_reserved 大于 max_memory_allocated（c10/cuda/CUDACachingAllocator.cpp；序列长度变化时差距大得多，pytorch/torchtune#1185）。</translation>
    </message>
    <message>
        <source>One NCCL communicator: 544–688 MB on 4×A100 (NVIDIA/nccl#964). Outside PyTorch&apos;s allocator.</source>
        <translation>一个 NCCL 通信器：在 4×A100 上为 544–688 MB（NVIDIA/nccl#964）。不经过 PyTorch 的分配器。</translation>
    </message>
    <message>
        <source>Kept from your own measurement (Calibrate with my measurement); remove it in the memory panel.</source>
        <translation>根据你自己的实测保留（“用我的实测值校准”）；可在“显存预算”面板中移除。</translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_allocated</source>
        <translation>torch.cuda.max_memory_allocated</translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_reserved</source>
        <translation>torch.cuda.max_memory_reserved</translation>
    </message>
    <message>
        <source>nvidia-smi</source>
        <translation>nvidia-smi</translation>
    </message>
    <message>
        <source>none for this job</source>
        <translation>此任务不涉及</translation>
    </message>
    <message>
        <source>PEFT LoRA Linear.forward casts the input to the adapter dtype (x.to(lora_A.weight.dtype), FP32 adapters); autocast casts it back for lora_A&apos;s matmul, which saves that 16-bit copy (torch autocast cached_cast). Measured on an H200: LoRA without checkpointing reserved 18.4 GiB, 15.4 GiB without this term (GPU Advisor project measurement, 2026-11-30).</source>
        <translation>PEFT LoRA 的 Linear.forward 将输入转换为适配器的 dtype（x.to(lora_A.weight.dtype)，FP32 适配器）；autocast 在 lora_A 的矩阵乘法中再将其转回，矩阵乘法会保存这份 16 位副本（torch autocast cached_cast）。在 H200 上实测：不使用梯度检查点的 LoRA 预留了 18.4 GiB，不计此项则为 15.4 GiB（GPU Advisor 项目实测，2026-11-30）。</translation>
    </message>
    <message>
        <source>, %1 of them scales</source>
        <translation>，其中 %1 个为缩放因子</translation>
    </message>
    <message>
        <source>, %1 in multi-token-prediction layers</source>
        <translation>，%1 个属于多 token 预测层</translation>
    </message>
    <message>
        <source>, %1 in the vision tower</source>
        <translation>，%1 个属于视觉塔</translation>
    </message>
    <message>
        <source>The checkpoint&apos;s files hold %1 GiB in %2 shard(s), %3 tensors%4 (metadata.total_size of %5); the weights estimated here: %6 GiB × %7 GPU(s).</source>
        <translation>检查点文件共 %1 GiB，分 %2 个分片，%3 个张量%4（%5 的 metadata.total_size）；此处估算的权重：%6 GiB × %7 块 GPU。</translation>
    </message>
    <message>
        <source>Checkpoint&apos;s quantised weights</source>
        <translation>检查点的量化权重</translation>
    </message>
    <message>
        <source>KV cache, windowed layers</source>
        <translation>KV 缓存（窗口注意力层）</translation>
    </message>
    <message>
        <source>KV cache, compressed latent</source>
        <translation>KV 缓存（压缩潜向量）</translation>
    </message>
    <message>
        <source>Linear-attention state</source>
        <translation>线性注意力状态</translation>
    </message>
    <message>
        <source>%1 %2params × %3 (%4-bit values%5) + %6 other params × 2 B</source>
        <translation>%1 个%2参数 × %3（%4 位数值%5）+ %6 个其他参数 × 2 B</translation>
    </message>
    <message>
        <source>expert </source>
        <translation>专家</translation>
    </message>
    <message>
        <source>, one scale per %1</source>
        <translation>，每 %1 个一个缩放因子</translation>
    </message>
    <message>
        <source>2 × %1 windowed layers × %2 KV heads × %3 head_dim × %4 tokens held × batch %5 × %6</source>
        <translation>2 × %1 个窗口层 × %2 个 KV 头 × %3 head_dim × 保留 %4 个 token × 批大小 %5 × %6</translation>
    </message>
    <message>
        <source>%1 layers × %2 latent elements × %3 tokens × batch %4 × %5 (not split by tensor parallelism)</source>
        <translation>%1 层 × %2 个潜向量元素 × %3 个 token × 批大小 %4 × %5（不随张量并行切分）</translation>
    </message>
    <message>
        <source>%1 layers × batch %2 × (%3 conv-state elements × %4 + %5 recurrent-state elements × %6)</source>
        <translation>%1 层 × 批大小 %2 × (%3 个卷积状态元素 × %4 + %5 个循环状态元素 × %6)</translation>
    </message>
    <message>
        <source>The checkpoint&apos;s quantization_config, as transformers&apos; quantizers load it: FP8 with an fp32 scale per block (weight_block_size), MXFP4 with an 8-bit scale per 32 (OCP Microscaling), AWQ/GPTQ with an fp16 scale and a zero point per group; what the format leaves out stays 16-bit.</source>
        <translation>检查点的 quantization_config，按 transformers 量化器的加载方式：FP8 每个块（weight_block_size）一个 fp32 缩放因子，MXFP4 每 32 个一个 8 位缩放因子（OCP Microscaling），AWQ/GPTQ 每组一个 fp16 缩放因子和一个零点；该格式未覆盖的部分保持 16 位。</translation>
    </message>
    <message>
        <source>Sliding-window and chunked-attention layers keep at most their window of tokens (Beltagy et al. 2020; transformers layer_types; vLLM SlidingWindowSpec and ChunkedLocalAttentionSpec).</source>
        <translation>滑动窗口层和分块注意力层最多只保留窗口内的 token（Beltagy et al. 2020；transformers layer_types；vLLM SlidingWindowSpec 与 ChunkedLocalAttentionSpec）。</translation>
    </message>
    <message>
        <source>Multi-head latent attention caches one compressed vector per token and layer, kv_lora_rank + qk_rope_head_dim wide (DeepSeek-V2 §2.1, arXiv:2405.04434; vLLM MLAAttentionSpec), on every tensor-parallel rank.</source>
        <translation>多头潜在注意力（MLA）每个 token、每层只缓存一个压缩向量，宽度为 kv_lora_rank + qk_rope_head_dim（DeepSeek-V2 §2.1，arXiv:2405.04434；vLLM MLAAttentionSpec），在每个张量并行 rank 上各存一份。</translation>
    </message>
    <message>
        <source>Gated DeltaNet layers hold a fixed convolution and recurrent state instead of a KV cache (Yang et al. 2024; transformers Qwen3NextDynamicCache).</source>
        <translation>Gated DeltaNet 层以固定大小的卷积状态和循环状态代替 KV 缓存（Yang et al. 2024；transformers Qwen3NextDynamicCache）。</translation>
    </message>
    <message>
        <source>GGUF weights on the GPU</source>
        <translation>GPU 上的 GGUF 权重</translation>
    </message>
    <message>
        <source>Engine&apos;s profiling peak</source>
        <translation>推理引擎的 profiling 峰值</translation>
    </message>
    <message>
        <source>llama.cpp compute buffer</source>
        <translation>llama.cpp 计算缓冲区</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA Graph</translation>
    </message>
    <message>
        <source>%1 params × %2 bits (%3) ÷ 8; %4 of %5 layers on the GPU</source>
        <translation>%1 参数 × %2 位（%3）÷ 8；%5 层中有 %4 层在 GPU 上</translation>
    </message>
    <message>
        <source>max(forward over %1 tokens %2, sampler over %3 requests × %4 logits × 12 B %5)</source>
        <translation>max(%1 token 前向 %2，采样器 %3 个请求 × %4 个 logits × 12 B %5)</translation>
    </message>
    <message>
        <source>micro-batch %1 tokens × %2 (fp32 logits and the MLP&apos;s gate and up outputs)</source>
        <translation>微批 %1 token × %2（fp32 logits 以及 MLP 的 gate 和 up 输出）</translation>
    </message>
    <message>
        <source>llama.cpp GGUF files: bits per weight of the whole file by quantisation type (llama.cpp quantize README); -ngl offloads the last layers, token embeddings stay in host memory (llama-model.cpp).</source>
        <translation>llama.cpp GGUF 文件：按量化类型计算整个文件的每权重位数（llama.cpp quantize README）；-ngl 卸载最后若干层，token embedding 留在主机内存（llama-model.cpp）。</translation>
    </message>
    <message>
        <source>vLLM measures the torch peak of a forward pass over max_num_batched_tokens tokens and of a sampler run over max_num_seqs requests before it sizes the KV cache (vllm/v1/worker/gpu_model_runner.py profile_run); the forward&apos;s peak is one layer&apos;s MLP, the sampler keeps fp32 logits, probabilities and a temporary.</source>
        <translation>vLLM 在确定 KV 缓存大小之前，会测量一次 max_num_batched_tokens 个 token 的前向传播和一次 max_num_seqs 个请求的采样器运行的 torch 峰值（vllm/v1/worker/gpu_model_runner.py profile_run）；前向峰值来自一层的 MLP，采样器保留 fp32 logits、概率和一份临时张量。</translation>
    </message>
    <message>
        <source>ggml&apos;s graph allocator reuses buffers; the largest live set of a 512-token micro-batch (an estimate: llama.cpp prints the exact &apos;compute buffer size&apos; at start-up).</source>
        <translation>ggml 的计算图分配器会复用缓冲区；这里取 512 token 微批的最大存活集合（估算值：llama.cpp 启动时会打印准确的 &apos;compute buffer size&apos;）。</translation>
    </message>
    <message>
        <source>Captured decode graphs: vLLM estimates their pool and subtracts it from the KV cache since v0.21 (VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS, vllm-project/vllm#30515; logged e.g. as 0.36 GiB).</source>
        <translation>捕获的 decode CUDA Graph：vLLM 自 v0.21 起估算其内存池并从 KV 缓存中扣除（VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS，vllm-project/vllm#30515；日志示例为 0.36 GiB）。</translation>
    </message>
    <message>
        <source>Checkpointed layer inputs, offloaded</source>
        <translation>检查点层输入（已卸载）</translation>
    </message>
    <message>
        <source>Fused output layer and loss</source>
        <translation>融合的输出层与损失</translation>
    </message>
    <message>
        <source>two layer inputs of %1 on the GPU (the last layer&apos;s and the one brought back; %2 per element), %3 layers&apos; inputs offloaded</source>
        <translation>GPU 上保留两份 %1 的层输入（最后一层的，以及取回的那一层；每元素 %2），%3 层的输入已卸载</translation>
    </message>
    <message>
        <source>a chunk of %1 tokens × vocabulary %2 × %3</source>
        <translation>一个分块 %1 个 token × 词表 %2 × %3</translation>
    </message>
    <message>
        <source>, and the gradient of the output layer&apos;s input %1</source>
        <translation>，以及输出层输入的梯度 %1</translation>
    </message>
    <message>
        <source>, and an fp32 copy of the output layer %1</source>
        <translation>，以及输出层的 fp32 副本 %1</translation>
    </message>
    <message>
        <source>Unsloth&apos;s gradient checkpointing (use_gradient_checkpointing=&quot;unsloth&quot;, from 512 tokens) copies each layer&apos;s input but the last to pinned host RAM in forward and back for its backward (unsloth_zoo/gradient_checkpointing.py UnslothCheckpointFunction).</source>
        <translation>Unsloth 的梯度检查点（use_gradient_checkpointing=&quot;unsloth&quot;，512 token 起）在前向时把除最后一层外每层的输入复制到锁页主机内存，反向时再取回（unsloth_zoo/gradient_checkpointing.py UnslothCheckpointFunction）。</translation>
    </message>
    <message>
        <source>Losses that never hold the whole logits run the output layer and the loss chunk by chunk: Liger-Kernel&apos;s fused linear cross-entropy (chunks the size of the hidden states, the input&apos;s gradient kept; Hsu et al. 2024), Unsloth&apos;s fused loss (unsloth_zoo fused_losses, chunks of at most 4 GiB of fp32 logits) and TRL&apos;s chunked_nll (256-token checkpointed chunks in fp32, TRL 1.7 or newer).</source>
        <translation>不保存完整 logits 的损失会逐块计算输出层和损失：Liger-Kernel 的融合线性交叉熵（每块与隐藏状态同样大小，并保留输入的梯度；Hsu et al. 2024）、Unsloth 的融合损失（unsloth_zoo fused_losses，每块最多 4 GiB 的 fp32 logits），以及 TRL 的 chunked_nll（256 token 一块、fp32、带检查点，TRL 1.7 及以上）。</translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation>视觉编码器</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) × %1 patches × %2 elements × %3 = %4, less the language model&apos;s working set %5 (not live at once)</source>
        <translation>
            <numerusform>%n 张图像 × %1 个 patch × %2 个元素 × %3 = %4，减去语言模型的工作集 %5（两者不同时存在）</numerusform>
        </translation>
    </message>
    <message>
        <source>Each image becomes patches as the model&apos;s processor cuts it (transformers image_processing_qwen2_vl.py smart_resize, image_processing_pixtral.py, Gemma 3&apos;s fixed 896-pixel input, Llama 4&apos;s 336-pixel tiles); one vision block holds the residual, q, k, v, the attention output and the MLP&apos;s hidden activations of every patch. The tower runs frozen before the language model, as LLaMA-Factory and ms-swift train by default, so only its excess over the language model&apos;s working set adds to the peak.</source>
        <translation>每张图像按模型的处理器切成 patch（transformers image_processing_qwen2_vl.py 的 smart_resize、image_processing_pixtral.py、Gemma 3 固定的 896 像素输入、Llama 4 的 336 像素切块）；一个视觉层为每个 patch 保存残差、q、k、v、注意力输出和 MLP 的隐藏激活。视觉塔在语言模型之前以冻结状态运行（LLaMA-Factory 和 ms-swift 的默认训练方式），因此只有它超出语言模型工作集的部分会计入峰值。</translation>
    </message>
    <message>
        <source>Multi-token-prediction draft</source>
        <translation>多 token 预测（MTP）草稿层</translation>
    </message>
    <message>
        <source>%1 params × %2 (as the model&apos;s weights)</source>
        <translation>%1 个参数 × %2（与模型权重相同的存储格式）</translation>
    </message>
    <message>
        <source>The draft is the checkpoint&apos;s own multi-token-prediction layers (num_nextn_predict_layers: an embedding projection, two norms and a decoder layer each, sharing the embedding and output head; DeepSeek-V3 Technical Report §2.2), loaded only when the engine drafts with them (vLLM speculative_config method mtp, vllm/config/speculative.py; SGLang speculative_algorithm EAGLE).</source>
        <translation>草稿是检查点自带的多 token 预测层（num_nextn_predict_layers：每层包含一个嵌入投影、两个归一化和一个解码层，与主模型共享嵌入和输出层；DeepSeek-V3 技术报告 §2.2），只有引擎用它们做投机解码时才加载（vLLM speculative_config 的 method mtp，vllm/config/speculative.py；SGLang speculative_algorithm EAGLE）。</translation>
    </message>
    <message>
        <source>; none on the routed experts, fused tensors that LoRA&apos;s target modules cannot reach</source>
        <translation>；路由专家是 LoRA 的 target_modules 无法触及的融合张量，不加适配器</translation>
    </message>
    <message>
        <source>Hu et al. 2021, LoRA: r × (d_in + d_out) parameters per adapted matrix; PEFT keeps adapters in fp32 under mixed precision. Experts stored as one 3-D parameter (gpt-oss, Llama 4, GraniteMoE in transformers) are not nn.Linear modules, so target_modules and all-linear skip them (huggingface/transformers#36518).</source>
        <translation>Hu 等 2021，LoRA：每个被适配的矩阵有 r × (d_in + d_out) 个参数；混合精度下 PEFT 以 fp32 保存适配器。以单个三维参数存放的专家（transformers 中的 gpt-oss、Llama 4、GraniteMoE）不是 nn.Linear 模块，target_modules 与 all-linear 都会跳过它们（huggingface/transformers#36518）。</translation>
    </message>
    <message>
        <source>ZeRO-3 partitions parameters and gathers about two layers at a time (Rajbhandari et al. 2020); FSDP&apos;s limit_all_gathers keeps two all-gathers in flight (torch/distributed/fsdp/_limiter_utils.py), each freed layer reused from the allocator&apos;s cache by the next.</source>
        <translation>ZeRO-3 将参数分片，一次约聚合两层（Rajbhandari 等 2020）；FSDP 的 limit_all_gathers 最多让两次 all-gather 同时进行（torch/distributed/fsdp/_limiter_utils.py），每层释放后由下一层从分配器缓存中复用。</translation>
    </message>
    <message>
        <source> (%1 of them the routed experts: fused tensors that bitsandbytes does not quantise)</source>
        <translation>（其中 %1 个是路由专家：bitsandbytes 不量化的融合张量）</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023, QLoRA §2: NF4 = 4 bits + one fp32 absmax per 64 weights (0.5625 B/param), 0.5159 B/param with double quantisation; embeddings and the output layer stay 16-bit, and so do experts fused into one parameter (transformers replaces only nn.Linear with bitsandbytes layers).</source>
        <translation>Dettmers 等 2023，QLoRA §2：NF4 = 4 位 + 每 64 个权重一个 fp32 absmax（0.5625 B/参数），双重量化后为 0.5159 B/参数；嵌入层和输出层保持 16 位，融合为单个参数的专家也是如此（transformers 只把 nn.Linear 替换为 bitsandbytes 层）。</translation>
    </message>
    <message>
        <source>Mask of the packed samples</source>
        <translation>打包样本的注意力掩码</translation>
    </message>
    <message>
        <source>%1 row(s) × %2 × %2 tokens × %3 (every token against every other of its row)</source>
        <translation>%1 行 × %2 × %2 个 token × %3（行内每个 token 对其余每个 token）</translation>
    </message>
    <message>
        <source>The frameworks&apos; packing code (gpu-advisor stacks names each): without FlashAttention&apos;s variable-length kernel, LLaMA-Factory&apos;s neat_packing collator builds a 4-D mask in the compute dtype (prepare_4d_attention_mask), transformers&apos; sdpa_mask a bool one from the packed position_ids (TRL, axolotl, padding-free batches) and Unsloth&apos;s SDPA fallback a (1, 1, T, T) one in the query&apos;s dtype; torchtune&apos;s FlexAttention block mask holds nothing of that size.</source>
        <translation>各框架的打包代码（gpu-advisor stacks 逐一列出）：不使用 FlashAttention 的变长内核时，LLaMA-Factory 的 neat_packing 数据整理器以计算精度构建 4 维掩码（prepare_4d_attention_mask），transformers 的 sdpa_mask 根据打包后的 position_ids 构建布尔掩码（TRL、axolotl、无填充批次），Unsloth 的 SDPA 回退路径以查询的精度构建 (1, 1, T, T) 掩码；torchtune 的 FlexAttention 块掩码不占这么大的内存。</translation>
    </message>
    <message>
        <source>DeepEP buffers</source>
        <translation>DeepEP 缓冲区</translation>
    </message>
    <message>
        <source>NVLink buffer %1 + RDMA buffer %2 + workspace %3 + NVSHMEM start-up %4</source>
        <translation>NVLink 缓冲区 %1 + RDMA 缓冲区 %2 + 工作区 %3 + NVSHMEM 启动 %4</translation>
    </message>
    <message>
        <source>; the low-latency buffer holds %1 tokens per rank for each of the experts</source>
        <translation>；低延迟缓冲区按每个 rank %1 个 token、每个专家一份预留</translation>
    </message>
    <message>
        <source>; SGLang allocates it from the memory mem_fraction_static leaves, not from the KV pool</source>
        <translation>；SGLang 从 mem_fraction_static 之外的预留显存中分配，不占 KV 池</translation>
    </message>
    <message>
        <source>DeepEP v1.2.1 (deepseek-ai/DeepEP, 2025-09-15): a 32 MiB workspace, an NVLink buffer and an NVSHMEM buffer (csrc/config.hpp size hints). vLLM passes VLLM_DEEPEP_BUFFER_SIZE_MB = 1024 for the NVLink buffer (and the RDMA one beyond 8 ranks) and sizes the low-latency buffer for VLLM_MOE_DP_CHUNK_SIZE = 256 tokens per rank, after the weights and before profiling, so it comes out of the KV cache; SGLang sizes it with DeepEP&apos;s hints (low-latency: 128 tokens per rank) and allocates it at the first dispatch, from its reserve. NVSHMEM&apos;s own start-up: 3.1 GB measured around a 2.15 GB buffer (deepseek-ai/DeepEP#510, 2025-12-04).</source>
        <translation>DeepEP v1.2.1（deepseek-ai/DeepEP，2025-09-15）：32 MiB 工作区、一个 NVLink 缓冲区和一个 NVSHMEM 缓冲区（csrc/config.hpp 的大小提示）。vLLM 为 NVLink 缓冲区（超过 8 个 rank 时也为 RDMA 缓冲区）传入 VLLM_DEEPEP_BUFFER_SIZE_MB = 1024，低延迟缓冲区按 VLLM_MOE_DP_CHUNK_SIZE = 每 rank 256 个 token 计算，在加载权重之后、显存剖析之前分配，因此从 KV 缓存中扣除；SGLang 按 DeepEP 的大小提示计算（低延迟：每 rank 128 个 token），在首次 dispatch 时从预留显存中分配。NVSHMEM 自身的启动开销：围绕 2.15 GB 缓冲区实测共 3.1 GB（deepseek-ai/DeepEP#510，2025-12-04）。</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (data-parallel attention ranks, experts split over them)</source>
        <translation> ÷ %1 块 GPU（数据并行注意力的各个 rank，专家分摊到它们上）</translation>
    </message>
    <message>
        <source>Outside the experts, copied to every GPU</source>
        <translation>专家之外的部分，每块 GPU 各一份</translation>
    </message>
    <message>
        <source>%1 outside the routed experts × (1 − 1/%2): whole on each of %2 ranks instead of split</source>
        <translation>路由专家之外的 %1 × (1 − 1/%2)：在 %2 个 rank 上各存完整一份，而不是拆分</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (expert parallelism, the routed experts split over them)</source>
        <translation> ÷ %1 块 GPU（专家并行，路由专家拆分到这些 GPU 上）</translation>
    </message>
    <message>
        <source>Data-parallel attention runs attention at tensor-parallel size 1 on every rank and splits only the routed experts over the ranks (vLLM --data-parallel-size with --enable-expert-parallel, docs.vllm.ai serving/expert_parallel_deployment; SGLang --enable-dp-attention); so does training&apos;s expert parallelism (Megatron-LM megatron/training/theoretical_memory_usage.py: only the routed experts are divided by expert_model_parallel_size): attention, dense layers, shared experts and embeddings are whole on every GPU, with their gradients.</source>
        <translation>数据并行注意力在每个 rank 上以张量并行度 1 运行注意力，只把路由专家拆分到各 rank（vLLM --data-parallel-size 配合 --enable-expert-parallel，docs.vllm.ai serving/expert_parallel_deployment；SGLang --enable-dp-attention）；训练中的专家并行也是如此（Megatron-LM megatron/training/theoretical_memory_usage.py：只有路由专家按 expert_model_parallel_size 切分）：注意力、稠密层、共享专家和嵌入层连同其梯度在每块 GPU 上都是完整的。</translation>
    </message>
    <message>
        <source>batch %1 × %2 tokens × vocabulary %3 × %4 (the framework&apos;s own loss: chunked, in place, or kept in 16-bit)</source>
        <translation>批大小 %1 × %2 token × 词表 %3 × %4（框架自己的损失：分块、原地计算或保持 16 位）</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (whole layers on each, device_map=&quot;auto&quot;)</source>
        <translation> ÷ %1 块 GPU（每块放整层，device_map=&quot;auto&quot;）</translation>
    </message>
    <message>
        <source>Training: Hugging Face Trainer with PEFT and bitsandbytes 0.43.2 or newer (QLoRA with double quantisation), PyTorch 2.1 or newer (lazy CUDA module loading, foreach AdamW), DeepSpeed with Hugging Face&apos;s &quot;auto&quot; buckets; the loss upcasts the logits to fp32 as transformers does. Inference: transformers 4.45 or newer generation (last-token logits), over several GPUs with whole layers on each (device_map=&quot;auto&quot;), where vLLM and SGLang split by tensor parallelism; the KV cache as vLLM lays it out: the compressed latent for multi-head latent attention, at most the window on sliding and chunked layers, a fixed state on linear-attention layers, and a 16-bit cache for an FP8 checkpoint. A measurement of another stack can be kept as your correction (Compare with my measurement).</source>
        <translation>训练：Hugging Face Trainer 配合 PEFT 和 bitsandbytes 0.43.2 或更新版本（QLoRA 使用二次量化），PyTorch 2.1 或更新版本（CUDA 模块延迟加载，foreach AdamW），DeepSpeed 使用 Hugging Face 的 &quot;auto&quot; 桶大小；损失计算时像 transformers 一样把 logits 提升为 fp32。推理：transformers 4.45 或更新版本的生成（只算最后一个 token 的 logits），多块 GPU 时每块放整层（device_map=&quot;auto&quot;），vLLM 和 SGLang 则按张量并行切分；KV 缓存按 vLLM 的布局计算：多头潜在注意力只存压缩潜向量，滑动窗口层和分块注意力层最多存窗口内的 token，线性注意力层为固定大小的状态，FP8 检查点使用 16 位缓存。其他软件栈的实测值可以保存为你的校正（与我的实测对比）。</translation>
    </message>
    <message>
        <source>The previous step&apos;s 4-bit layer inputs</source>
        <translation>上一步的 4-bit 层输入</translation>
    </message>
    <message>
        <source>bitsandbytes MatMul4Bit dequantises the whole weight for each matmul, forward and backward (autograd/_functions.py); one matrix at a time. It dequantises to the dtype the weight was quantised from and then casts: Lightning&apos;s BitsandbytesPrecision quantises from fp16 (_Linear4bit.quantize), so a bf16 matmul holds an fp16 and a bf16 copy.</source>
        <translation>bitsandbytes 的 MatMul4Bit 在前向和反向的每次矩阵乘法中都会把整个权重反量化（autograd/_functions.py），每次一个矩阵。它先反量化为权重量化前的数据类型再做转换：Lightning 的 BitsandbytesPrecision 从 fp16 量化（_Linear4bit.quantize），因此 bf16 矩阵乘法会同时持有一份 fp16 和一份 bf16 副本。</translation>
    </message>
    <message>
        <source>bitsandbytes ≤ 0.43.1 MatMul4Bit keeps its input as an attribute of its autograd context (ctx.tensors), which backward does not release as it does save_for_backward&apos;s tensors. LitGPT&apos;s fine-tuning loop keeps the last step&apos;s logits, and with them that step&apos;s graph, until the next forward returns (litgpt/finetune/lora.py fit(), v0.5.4).</source>
        <translation>bitsandbytes ≤ 0.43.1 的 MatMul4Bit 把输入作为其 autograd 上下文的属性保存（ctx.tensors），反向传播不会像释放 save_for_backward 的张量那样释放它。LitGPT 的微调循环会一直持有上一步的 logits（以及随之而来的那一步的计算图），直到下一次前向返回（litgpt/finetune/lora.py fit()，v0.5.4）。</translation>
    </message>
    <message>
        <source>FSDP root unit, gathered</source>
        <translation>FSDP 根单元（已聚合）</translation>
    </message>
    <message>
        <source>FSDP root unit&apos;s whole gradient</source>
        <translation>FSDP 根单元的完整梯度</translation>
    </message>
    <message>
        <source>%1 embedding and output-layer params × %2 × %3% not held as this GPU&apos;s shard</source>
        <translation>%1 个词嵌入与输出层参数 × %2 × 不属于本 GPU 分片的 %3%</translation>
    </message>
    <message>
        <source>FSDP wrapping only the decoder blocks (LitGPT&apos;s FSDPStrategy(auto_wrap_policy={Block}), fsdp_qlora&apos;s wrapping policy) leaves the embedding and the output layer in the root unit, which FSDP does not reshard after forward (torch/distributed/fsdp/_runtime_utils.py _post_forward_reshard); a trained root keeps its whole gradient until backward reaches the embedding.</source>
        <translation>FSDP 只包装解码器层时（LitGPT 的 FSDPStrategy(auto_wrap_policy={Block})、fsdp_qlora 的包装策略），词嵌入和输出层留在根单元中，而 FSDP 在前向之后不会对根单元重新分片（torch/distributed/fsdp/_runtime_utils.py _post_forward_reshard）；参与训练的根单元会一直持有完整梯度，直到反向传播到达词嵌入。</translation>
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
        <translation>&lt;p&gt;已包含根据你自己的实测得到的 %1% 修正。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Compare with my measurement…</source>
        <translation>与我的实测值对比…</translation>
    </message>
    <message>
        <source>Enter what nvidia-smi or PyTorch showed for this job: see the difference, what could explain it, and keep it as your correction.</source>
        <translation>输入 nvidia-smi 或 PyTorch 对该任务显示的数值：查看差异及其可能的原因，并将其保留为你的修正。</translation>
    </message>
    <message>
        <source> with ZeRO-%1</source>
        <translation>，启用 ZeRO-%1</translation>
    </message>
    <message>
        <source>Your tools will show about: nvidia-smi %1 GiB · PyTorch reserved %2 · allocated %3</source>
        <translation>你的工具显示的数值约为：nvidia-smi %1 GiB · PyTorch 已预留（reserved）%2 · 已分配（allocated）%3</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;nvidia-smi&lt;/b&gt; (the process): %1 GiB: everything below plus the CUDA context, NCCL buffers and paged optimizer states.&lt;/p&gt;&lt;p&gt;&lt;b&gt;torch.cuda.max_memory_reserved()&lt;/b&gt;: %2 GiB: tensors plus what PyTorch&apos;s caching allocator keeps for reuse.&lt;/p&gt;&lt;p&gt;&lt;b&gt;torch.cuda.max_memory_allocated()&lt;/b&gt;: %3 GiB: the tensors alone (and cuBLAS workspaces).&lt;/p&gt;&lt;p&gt;The budget adds the headroom to the nvidia-smi figure.&lt;/p&gt;%4</source>
        <translation>&lt;p&gt;&lt;b&gt;nvidia-smi&lt;/b&gt;（进程）：%1 GiB：下面所有各项，加上 CUDA 上下文、NCCL 缓冲区和分页优化器状态。&lt;/p&gt;&lt;p&gt;&lt;b&gt;torch.cuda.max_memory_reserved()&lt;/b&gt;：%2 GiB：张量，加上 PyTorch 缓存分配器为复用而保留的显存。&lt;/p&gt;&lt;p&gt;&lt;b&gt;torch.cuda.max_memory_allocated()&lt;/b&gt;：%3 GiB：仅张量本身（以及 cuBLAS 工作区）。&lt;/p&gt;&lt;p&gt;显存预算是在 nvidia-smi 数值上再加上余量。&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>On %1 %2 (%3 × %4, %5 GiB usable each)</source>
        <translation>在 %1 %2 上（%3 × %4，每块可用 %5 GiB）</translation>
    </message>
    <message>
        <source>fits, %1 GiB to spare per GPU.</source>
        <translation>放得下，每块 GPU 尚余 %1 GiB。</translation>
    </message>
    <message>
        <source>fits in memory, but a critical advisory makes it a poor choice.</source>
        <translation>显存放得下，但有严重提示，不宜选用。</translation>
    </message>
    <message>
        <source>%1 GiB short per GPU. %2</source>
        <translation>每块 GPU 还差 %1 GiB。%2</translation>
    </message>
    <message>
        <source>%1 GiB short per GPU.</source>
        <translation>每块 GPU 还差 %1 GiB。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No GPU in the catalog holds this job, at any GPU count up to 1,024.</source>
        <translation>价格目录中没有任何 GPU 放得下该任务，GPU 数量最多试到 1,024 块也不行。</translation>
    </message>
    <message>
        <source>none on one GPU</source>
        <translation>单块 GPU 均放不下</translation>
    </message>
    <message numerus="yes">
        <source>needs %1 GiB = %2 + %3% headroom, per GPU on %n GPU(s)</source>
        <translation>
            <numerusform>需要 %1 GiB = %2 + %3% 余量，%n 块 GPU 时每块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing holds the job on %n GPU(s): the smallest configurations are listed above the instances.</source>
        <translation>
            <numerusform>%n 块 GPU 放不下该作业：最小配置列在实例列表上方。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing holds it on %n GPU(s); the smallest configurations are listed above the instances (first: %1).</source>
        <translation>
            <numerusform>%n 块 GPU 放不下；最小配置列在实例列表上方（首选：%1）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %1 GiB = %2 ÷ %3, the share %4 takes, for all %5 requests on one replica of %n GPU(s)</source>
        <translation>
            <numerusform>需要 %1 GiB = %2 ÷ %3（%4 占用的份额），%5 个请求全部放在一个 %n 块 GPU 的副本上</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not start: %2.</source>
        <translation>%1 无法启动：%2。</translation>
    </message>
    <message numerus="yes">
        <source>%1 starts; %n replica(s) carry the %2 requests.</source>
        <translation>
            <numerusform>%1 可以启动；%n 个副本承载 %2 个请求。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts.</source>
        <translation>%1 可以启动。</translation>
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
        <translation>注意力头数 %1 不能整除 hidden_size %2，且未给出 head_dim</translation>
    </message>
    <message>
        <source>%1 attention heads do not split over %2 GPUs</source>
        <translation>%1 个注意力头无法均分到 %2 块 GPU 上</translation>
    </message>
    <message>
        <source>%1 KV heads neither split over %2 GPUs nor replicate evenly across them</source>
        <translation>%1 个 KV 头既无法均分到 %2 块 GPU 上，也无法在这些 GPU 间均匀复制</translation>
    </message>
    <message>
        <source>the MLP&apos;s %1 columns do not split over %2 GPUs</source>
        <translation>MLP 的 %1 列无法均分到 %2 块 GPU 上</translation>
    </message>
    <message>
        <source>each expert&apos;s %1 columns do not split over %2 GPUs</source>
        <translation>每个专家的 %1 列无法均分到 %2 块 GPU 上</translation>
    </message>
    <message>
        <source>16-bit weights</source>
        <translation>16 位权重</translation>
    </message>
    <message>
        <source>%1 %2-bit weights</source>
        <translation>%1 %2 位权重</translation>
    </message>
    <message>
        <source>bitsandbytes NF4 weights with double-quantised constants</source>
        <translation>bitsandbytes NF4 权重（常数二次量化）</translation>
    </message>
    <message>
        <source>bitsandbytes LLM.int8 weights</source>
        <translation>bitsandbytes LLM.int8 权重</translation>
    </message>
    <message>
        <source>, one fp32 scale per %1 × %1 block</source>
        <translation>，每个 %1 × %1 块一个 fp32 缩放因子</translation>
    </message>
    <message>
        <source>, a scale and a zero point per %1 weights</source>
        <translation>，每 %1 个权重一个缩放因子和一个零点</translation>
    </message>
    <message>
        <source>, one scale per %1 weights</source>
        <translation>，每 %1 个权重一个缩放因子</translation>
    </message>
    <message>
        <source>; only the routed experts, the rest stays 16-bit</source>
        <translation>；仅路由专家量化，其余保持 16 位</translation>
    </message>
    <message>
        <source>%1 (%2 bits per weight)</source>
        <translation>%1（每个权重 %2 位）</translation>
    </message>
    <message>
        <source>the linear-attention layers&apos; %1 key and %2 value heads do not split over %3 GPUs</source>
        <translation>线性注意力层的 %1 个 key 头和 %2 个 value 头无法均分到 %3 块 GPU 上</translation>
    </message>
    <message>
        <source>%1 active per token (%2 of %3 experts)</source>
        <translation>每个 token 激活 %1（%3 个专家中的 %2 个）</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n multi-token-prediction layer(s), not in the total</source>
        <translation>
            <numerusform>%n 个多 token 预测层中有 %1，不计入总数</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vision tower, in the total</source>
        <translation>视觉塔 %1，计入总数</translation>
    </message>
    <message>
        <source>latent attention (cache %1 per token and layer)</source>
        <translation>潜在注意力（每个 token 每层缓存 %1）</translation>
    </message>
    <message>
        <source>%1 of %2 layers attend to %3 tokens</source>
        <translation>%2 层中有 %1 层只关注 %3 个 token</translation>
    </message>
    <message>
        <source>%1 of %2 layers linear attention (fixed state)</source>
        <translation>%2 层中有 %1 层为线性注意力（固定状态）</translation>
    </message>
    <message>
        <source>must be a positive whole number or a list of them</source>
        <translation>必须是正整数或正整数列表</translation>
    </message>
    <message>
        <source>must be a list of layer numbers</source>
        <translation>必须是层编号列表</translation>
    </message>
    <message>
        <source>must list layer numbers from 0 to %1</source>
        <translation>必须列出 0 到 %1 之间的层编号</translation>
    </message>
    <message>
        <source>must name each of the %1 layers</source>
        <translation>必须为 %1 层中的每一层给出类型</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a known layer kind (full_attention, sliding_attention, chunked_attention, linear_attention)</source>
        <translation>&apos;%1&apos; 不是已知的层类型（full_attention、sliding_attention、chunked_attention、linear_attention）</translation>
    </message>
    <message>
        <source>quantization_config names &apos;%1&apos;, a format this tool does not know: the weights are taken as 16-bit</source>
        <translation>quantization_config 指定了 &apos;%1&apos;，本工具不认识该格式：权重按 16 位计算</translation>
    </message>
    <message>
        <source>quantization_config is unreadable (%1): the weights are taken as 16-bit</source>
        <translation>quantization_config 无法读取（%1）：权重按 16 位计算</translation>
    </message>
    <message>
        <source>Hunyuan MoE: expert and shared widths from the first layer&apos;s moe_intermediate_size and num_shared_expert, as the model&apos;s own code reads them (transformers uses intermediate_size)</source>
        <translation>Hunyuan MoE：专家宽度和共享专家宽度取第一层的 moe_intermediate_size 和 num_shared_expert，与模型自带代码的读法一致（transformers 使用 intermediate_size）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a known model type and the config lacks the standard decoder keys %2; known types: %3</source>
        <translation>&apos;%1&apos; 不是已知的模型类型，且配置缺少标准解码器字段 %2；已知类型：%3</translation>
    </message>
    <message>
        <source>model_type &apos;%1&apos; is not one this tool knows: estimated as a Llama-style decoder (gated MLP, RMSNorm, no biases unless attention_bias or mlp_bias say so, %2 embeddings)</source>
        <translation>本工具不认识 model_type &apos;%1&apos;：按 Llama 式解码器估算（门控 MLP、RMSNorm，除非 attention_bias 或 mlp_bias 指明否则无偏置，%2嵌入）</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>共享</translation>
    </message>
    <message>
        <source>untied</source>
        <translation>不共享</translation>
    </message>
    <message>
        <source>its %1 experts are taken as routed in every layer, with no shared expert</source>
        <translation>其 %1 个专家按每层都是路由专家、没有共享专家计算</translation>
    </message>
    <message>
        <source>sliding_window %1 is taken to apply to %2 of %3 layers</source>
        <translation>sliding_window %1 按作用于 %3 层中的 %2 层计算</translation>
    </message>
    <message>
        <source>names linear_attention layers but the config gives no linear-attention sizes</source>
        <translation>列出了 linear_attention 层，但配置中没有线性注意力的尺寸</translation>
    </message>
    <message>
        <source>names more windowed and linear layers than the model has</source>
        <translation>列出的窗口层和线性层多于模型的层数</translation>
    </message>
    <message>
        <source>metadata.total_size: must be the checkpoint&apos;s size in bytes</source>
        <translation>metadata.total_size：必须是检查点的字节数</translation>
    </message>
    <message>
        <source>weight_map: must map each tensor to its file</source>
        <translation>weight_map：必须把每个张量映射到其文件</translation>
    </message>
    <message>
        <source>weight_map.%1: must name a file</source>
        <translation>weight_map.%1：必须给出文件名</translation>
    </message>
    <message>
        <source>is a folder without a config.json</source>
        <translation>是一个不含 config.json 的文件夹</translation>
    </message>
    <message>
        <source>must be &quot;none&quot;, &quot;per_head&quot; or &quot;whole&quot;</source>
        <translation>必须是 &quot;none&quot;、&quot;per_head&quot; 或 &quot;whole&quot;</translation>
    </message>
    <message>
        <source>dense, windowed and linear layers must not outnumber the layers</source>
        <translation>稠密层、窗口层和线性层的数量不能超过总层数</translation>
    </message>
    <message>
        <source>must be &quot;none&quot;, &quot;resized&quot;, &quot;rows&quot;, &quot;fixed&quot; or &quot;tiles&quot;</source>
        <translation>必须是 &quot;none&quot;、&quot;resized&quot;、&quot;rows&quot;、&quot;fixed&quot; 或 &quot;tiles&quot;</translation>
    </message>
    <message>
        <source>Hunyuan use_cla: layers that share their keys and values (cla_share_factor) are counted as if each had its own, so the k/v weights and the KV cache are overestimated</source>
        <translation>Hunyuan use_cla：共享键值的层（cla_share_factor）按各自独立计算，因此 k/v 权重和 KV 缓存会被高估</translation>
    </message>
    <message>
        <source>Qwen3-Next: one multi-token-prediction layer, as vLLM reads a config without num_nextn_predict_layers; counted apart from the total</source>
        <translation>Qwen3-Next：一个多 token 预测层（vLLM 对没有 num_nextn_predict_layers 的配置即如此读取），单独计数，不计入总数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not &quot;dense&quot; or &quot;sparse&quot;</source>
        <translation>&apos;%1&apos; 不是 &quot;dense&quot; 或 &quot;sparse&quot;</translation>
    </message>
</context>
<context>
    <name>ga::NeedsModel</name>
    <message>
        <source>%1 × %2 on %3 nodes</source>
        <translation>%1 × %2，%3 个节点</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no ZeRO sharding</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 GiB per GPU with headroom; %2 offers %3 GiB.</source>
        <translation>每块 GPU 需 %1 GiB（含余量）；%2 提供 %3 GiB。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>how many of which GPU</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Sharding</source>
        <comment>ZeRO stage</comment>
        <translation>分片</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Need</source>
        <comment>GiB needed per GPU</comment>
        <translation>需求</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Run h</source>
        <comment>hours of one training run</comment>
        <translation>运行小时</translation>
    </message>
</context>
<context>
    <name>ga::NeedsPanel</name>
    <message>
        <source>&amp;Use this configuration</source>
        <translation>使用此配置(&amp;U)</translation>
    </message>
    <message>
        <source>Set the scenario&apos;s GPU count and ZeRO stage to the selected row; every instance is then judged at it.</source>
        <translation>将场景的 GPU 数量和 ZeRO 阶段设为所选行的值；之后按此配置评估每个实例。</translation>
    </message>
    <message>
        <source>cheapest run first</source>
        <translation>单次运行成本最低的在前</translation>
    </message>
    <message>
        <source>cheapest per million tokens first</source>
        <translation>每百万 token 成本最低的在前</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Nothing holds this job on %n GPU(s) as configured: it needs %1 GiB per GPU.&lt;/b&gt; The smallest configuration per GPU model, %2:</source>
        <translation>
            <numerusform>&lt;b&gt;按当前配置，%n 块 GPU 放不下该作业：每块 GPU 需要 %1 GiB。&lt;/b&gt;各 GPU 型号的最小配置，%2：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The smallest configuration per GPU model, %1 (the table below judges every instance on %n GPU(s)):</source>
        <translation>
            <numerusform>各 GPU 型号的最小配置，%1（下表按 %n 块 GPU 评估每个实例）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::Preflight</name>
    <message>
        <source>GPU Advisor preflight check: does this machine have what the job below needs?</source>
        <translation>GPU Advisor 上机前检查：这台机器是否满足下述任务的需求？</translation>
    </message>
    <message>
        <source>Generated by GPU Advisor %1 on %2.</source>
        <translation>由 GPU Advisor %1 于 %2 生成。</translation>
    </message>
    <message>
        <source>Job: %1.</source>
        <translation>任务：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Instance: %1 %2 (%3), %4 × %5 per node; %n node(s).</source>
        <translation>
            <numerusform>实例：%1 %2（%3），每节点 %4 × %5；共 %n 个节点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instance: none chosen, so the GPU model is not checked; %1 GPU(s) per node, %n node(s).</source>
        <translation>
            <numerusform>实例：未选择，因此不检查 GPU 型号；每节点 %1 块 GPU，共 %n 个节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run it on the rented machine (on each node when the job spans several):</source>
        <translation>请在租用的机器上运行（任务跨多个节点时，在每个节点上运行）：</translation>
    </message>
    <message>
        <source>one line per check: PASS|WARN|FAIL|SKIP  name  measured  expected</source>
        <translation>每项检查输出一行：PASS|WARN|FAIL|SKIP  名称  实测值  期望值</translation>
    </message>
    <message>
        <source>a smaller disk test (MiB; default %1)</source>
        <translation>缩小磁盘测试规模（MiB；默认 %1）</translation>
    </message>
    <message>
        <source>the results as a JSON array</source>
        <translation>以 JSON 数组输出结果</translation>
    </message>
    <message>
        <source>test the disk the data will be on</source>
        <translation>测试存放数据的磁盘</translation>
    </message>
    <message>
        <source>Exit status: 0 when nothing fails, 1 otherwise, 2 for a usage error. It needs bash and coreutils and uses nvidia-smi, fio and ibv_devices when present. It writes only into a temporary folder, which it removes, also when interrupted.</source>
        <translation>退出状态：无失败项时为 0，否则为 1，用法错误时为 2。需要 bash 和 coreutils，若有 nvidia-smi、fio 和 ibv_devices 则会使用。只写入一个临时文件夹，结束时（包括被中断时）会将其删除。</translation>
    </message>
    <message>
        <source>This check needs bash 4 or newer: run it as bash check.sh</source>
        <translation>此检查需要 bash 4 或更高版本：请用 bash check.sh 运行</translation>
    </message>
    <message>
        <source>---- What the job needs (generated; each number with its source)</source>
        <translation>---- 任务需求（自动生成；每个数值均附来源）</translation>
    </message>
    <message numerus="yes">
        <source>GPU memory per GPU: %1 GiB = %2 GiB + %3% headroom, with the job on %n GPU(s) (GPU Advisor&apos;s memory model: weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and allocator).</source>
        <translation>
            <numerusform>每块 GPU 显存：%1 GiB = %2 GiB + %3% 余量，任务运行在 %n 块 GPU 上（GPU Advisor 的显存模型：权重、梯度、优化器状态、激活值、logits、KV 缓存、适配器、CUDA 上下文与分配器）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs per node: the %1 of %2; %n node(s) give the job&apos;s %3 GPU(s).</source>
        <translation>
            <numerusform>每节点 GPU 数：%2 的 %1 块；%n 个节点共提供任务所需的 %3 块 GPU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs per node: the job&apos;s %1 GPU(s) on nodes of at most %2, the most one instance of the catalog has: %n node(s) of %3.</source>
        <translation>
            <numerusform>每节点 GPU 数：任务的 %1 块 GPU 放在每节点至多 %2 块的节点上（价格目录中单个实例的最大 GPU 数）：共 %n 个节点，每节点 %3 块。</numerusform>
        </translation>
    </message>
    <message>
        <source>The GPU of %1 in the catalog: its name, the word of it that nvidia-smi&apos;s name contains too, the memory nvidia-smi reports (%2) and its compute capability %3 (used when an old driver does not report it).</source>
        <translation>价格目录中 %1 的 GPU：其名称、名称中同样出现在 nvidia-smi 所报名称里的关键词、nvidia-smi 报告的显存（%2），以及计算能力 %3（旧驱动不报告计算能力时使用）。</translation>
    </message>
    <message>
        <source>No instance chosen: any GPU model with enough memory passes.</source>
        <translation>未选择实例：任何显存足够的 GPU 型号均可通过。</translation>
    </message>
    <message>
        <source>nvidia-smi&apos;s total for one GPU model moves with the driver and ECC mode by far less than %1%, while variants that share a name differ by 2× (A100 40GB and 80GB).</source>
        <translation>同一 GPU 型号的 nvidia-smi 总显存随驱动和 ECC 模式的变化远小于 %1%，而同名的不同版本相差 2×（A100 40GB 与 80GB）。</translation>
    </message>
    <message>
        <source>Driver and CUDA version: CUDA 12.8 needs a Linux driver &gt;= 570.26 (R570), CUDA 12.6 &gt;= 560.28.03 (NVIDIA CUDA Toolkit Release Notes, &quot;CUDA Toolkit and Corresponding Driver Versions&quot;). Between the two, only the CUDA 12.6 wheels run: a warning.</source>
        <translation>驱动与 CUDA 版本：CUDA 12.8 需要 Linux 驱动 &gt;= 570.26（R570），CUDA 12.6 需要 &gt;= 560.28.03（NVIDIA CUDA Toolkit Release Notes，&quot;CUDA Toolkit and Corresponding Driver Versions&quot;）。介于两者之间时只能运行 CUDA 12.6 wheel：给出警告。</translation>
    </message>
    <message>
        <source>vCPUs: the larger of %1 per GPU × %2 and %3. %4; %5.</source>
        <translation>vCPU：取每块 GPU %1 个 × %2 与 %3 两者中的较大值。%4；%5。</translation>
    </message>
    <message>
        <source>Host RAM: the larger of %1 GiB per GPU × %2 and %3 GiB. %4; %5. %6</source>
        <translation>主机内存：取每块 GPU %1 GiB × %2 与 %3 GiB 两者中的较大值。%4；%5。%6</translation>
    </message>
    <message>
        <source>Offloaded optimizer states live in host RAM: too little fails.</source>
        <translation>卸载的优化器状态存放在主机内存中：内存不足判为失败。</translation>
    </message>
    <message>
        <source>Too little slows the data pipeline: a warning.</source>
        <translation>内存不足会拖慢数据管道：给出警告。</translation>
    </message>
    <message>
        <source>/proc/meminfo&apos;s MemTotal leaves out what firmware and the kernel reserve, a few per cent of the memory a VM is sold with: RAM %1% under the floor still passes.</source>
        <translation>/proc/meminfo 的 MemTotal 不含固件和内核预留的部分，约占虚拟机标称内存的百分之几：内存低于下限不超过 %1% 时仍判为通过。</translation>
    </message>
    <message>
        <source>Sequential disk throughput: %1. This job needs it: slower fails.</source>
        <translation>磁盘顺序吞吐：%1。该任务依赖于此：低于此值判为失败。</translation>
    </message>
    <message>
        <source>Random reads: %1.</source>
        <translation>随机读：%1。</translation>
    </message>
    <message>
        <source>Random reads: no floor for inference (0 = not tested).</source>
        <translation>随机读：推理不设下限（0 = 不测试）。</translation>
    </message>
    <message>
        <source>Free disk: %1.</source>
        <translation>磁盘剩余空间：%1。</translation>
    </message>
    <message>
        <source>Free disk: no floor for inference (0 = none).</source>
        <translation>磁盘剩余空间：推理不设下限（0 = 无）。</translation>
    </message>
    <message>
        <source>RDMA: not needed, inference sends no gradients between nodes.</source>
        <translation>RDMA：不需要，推理不在节点间传输梯度。</translation>
    </message>
    <message>
        <source>RDMA: not needed on a single node.</source>
        <translation>RDMA：单节点不需要。</translation>
    </message>
    <message>
        <source>Size of the disk test in MiB: the default and the range --disk-test-mb accepts.</source>
        <translation>磁盘测试大小（MiB）：默认值以及 --disk-test-mb 接受的范围。</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息文本</translation>
    </message>
    <message>
        <source>Usage: bash check.sh [--disk-test-mb N] [--json] [--help]
Checks this machine against the job it was generated for: GPUs, driver, disk, CPU, RAM, RDMA.
One line per check: PASS|WARN|FAIL|SKIP  name  measured  expected.
  --disk-test-mb N  size of the disk test in MiB, %1 to %2 (default %3)
  --json            print the results as a JSON array
The disk is tested in a temporary folder under PREFLIGHT_DIR (default: TMPDIR, else /tmp).
Exit status: 0 when nothing fails, 1 otherwise, 2 for a usage error.</source>
        <translation>用法：bash check.sh [--disk-test-mb N] [--json] [--help]
按生成此脚本时所针对的任务检查本机：GPU、驱动、磁盘、CPU、内存、RDMA。
每项检查输出一行：PASS|WARN|FAIL|SKIP  名称  实测值  期望值。
  --disk-test-mb N  磁盘测试大小（MiB），%1 到 %2（默认 %3）
  --json            以 JSON 数组输出结果
磁盘测试在 PREFLIGHT_DIR 下的临时文件夹中进行（默认：TMPDIR，否则为 /tmp）。
退出状态：无失败项时为 0，否则为 1，用法错误时为 2。</translation>
    </message>
    <message>
        <source>unknown option (see --help)</source>
        <translation>未知选项（参见 --help）</translation>
    </message>
    <message>
        <source>--disk-test-mb needs a whole number of MiB from %1 to %2</source>
        <translation>--disk-test-mb 需要 %1 到 %2 之间的整数（MiB）</translation>
    </message>
    <message>
        <source>cannot create a temporary folder in</source>
        <translation>无法在此位置创建临时文件夹：</translation>
    </message>
    <message>
        <source>any model (no instance chosen)</source>
        <translation>任意型号（未选择实例）</translation>
    </message>
    <message>
        <source>AMD GPU: not checked here (use rocm-smi)</source>
        <translation>AMD GPU：此处不检查（请使用 rocm-smi）</translation>
    </message>
    <message>
        <source>nvidia-smi not found</source>
        <translation>未找到 nvidia-smi</translation>
    </message>
    <message>
        <source>no GPU listed</source>
        <translation>未列出任何 GPU</translation>
    </message>
    <message>
        <source>from the catalog</source>
        <translation>来自价格目录</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>CUDA 12.8 wheels</source>
        <translation>CUDA 12.8 wheel</translation>
    </message>
    <message>
        <source>CUDA 12.6 wheels</source>
        <translation>CUDA 12.6 wheel</translation>
    </message>
    <message>
        <source>CUDA 12.6 wheels only</source>
        <translation>仅 CUDA 12.6 wheel</translation>
    </message>
    <message>
        <source>no floor for this job</source>
        <translation>该任务不设下限</translation>
    </message>
    <message>
        <source>not enough free space for the test</source>
        <translation>剩余空间不足以进行测试</translation>
    </message>
    <message>
        <source>Testing the disk with</source>
        <translation>正在测试磁盘，数据量</translation>
    </message>
    <message>
        <source>buffered: no direct I/O here</source>
        <translation>带缓冲：此处不支持 direct I/O</translation>
    </message>
    <message>
        <source>nothing written to read</source>
        <translation>没有已写入的数据可供读取</translation>
    </message>
    <message>
        <source>fio not installed</source>
        <translation>未安装 fio</translation>
    </message>
    <message>
        <source>fio failed</source>
        <translation>fio 运行失败</translation>
    </message>
    <message>
        <source>not needed for inference</source>
        <translation>推理不需要</translation>
    </message>
    <message>
        <source>single node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>RDMA: InfiniBand, RoCE or EFA</source>
        <translation>RDMA：InfiniBand、RoCE 或 EFA</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>no RDMA device</source>
        <translation>无 RDMA 设备</translation>
    </message>
    <message>
        <source>Compute capability: sm_%1 and newer (%2). An older GPU fails for training and warns for inference.</source>
        <translation>计算能力：sm_%1 及更新（%2）。更老的 GPU 在训练时判为失败，推理时给出警告。</translation>
    </message>
    <message>
        <source>Sequential disk throughput: %1. The job does not read its data from local disk: slower is a warning.</source>
        <translation>磁盘顺序吞吐：%1。该任务不从本地盘读取数据：低于此值给出警告。</translation>
    </message>
    <message numerus="yes">
        <source>RDMA: the job spans %n nodes and all-reduces its gradients across them; over plain TCP, multi-node scaling typically stays under 1.5× (%1).</source>
        <translation>
            <numerusform>RDMA：任务跨 %n 个节点，并在节点间 all-reduce 梯度；仅用普通 TCP 时，多节点扩展通常不到 1.5×（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU memory per GPU: %1 GiB for %2 to start: its share must hold the weights, its own memory and one request of the longest length (GPU Advisor&apos;s serving model).</source>
        <translation>每块 GPU 的显存：%2 启动需要 %1 GiB：它的份额必须放下权重、引擎自身占用以及一个最长长度的请求（GPU Advisor 的推理服务模型）。</translation>
    </message>
    <message>
        <source>The command the checks are for (printed when they pass; empty for a training job).</source>
        <translation>这些检查所针对的命令（全部通过时打印；训练任务为空）。</translation>
    </message>
    <message>
        <source>Every check passed. Start the engine with:</source>
        <translation>所有检查均已通过。用以下命令启动推理引擎：</translation>
    </message>
    <message>
        <source>What only the provider&apos;s console can set (printed at the end; empty when nothing is).</source>
        <translation>只能在云厂商控制台设置的事项（在最后打印；没有则为空）。</translation>
    </message>
    <message>
        <source>Not checked here (set it in the provider&apos;s console):</source>
        <translation>此处未检查（请在云厂商控制台设置）：</translation>
    </message>
    <message>
        <source>the engine the service is estimated for</source>
        <translation>估算服务所用的推理引擎</translation>
    </message>
    <message>
        <source>the estimate assumes PyTorch 2.1 or newer (lazy CUDA module loading, one foreach temporary)</source>
        <translation>估算假定 PyTorch 2.1 或更新版本（CUDA 模块延迟加载，foreach 只有一份临时张量）</translation>
    </message>
    <message>
        <source>loads the model</source>
        <translation>用于加载模型</translation>
    </message>
    <message>
        <source>the LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>the 4-bit weights (estimated with 0.42.0)</source>
        <translation>4 位权重（按 0.42.0 估算）</translation>
    </message>
    <message>
        <source>0.43.1 and older keep every 4-bit layer&apos;s input for backward (bitsandbytes PR #1270): more memory than estimated</source>
        <translation>0.43.1 及更早版本会为反向保留每个 4 位层的输入（bitsandbytes PR #1270）：显存会比估算多</translation>
    </message>
    <message>
        <source>FlashAttention-2; without it transformers uses SDPA, also without the s×s scores</source>
        <translation>FlashAttention-2；没有它时 transformers 使用 SDPA，同样不保存 s×s 注意力分数</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>the fused linear cross-entropy estimated</source>
        <translation>估算所假设的融合线性交叉熵</translation>
    </message>
    <message>
        <source>the framework the estimate models (%1)</source>
        <translation>估算所建模的训练框架（%1）</translation>
    </message>
    <message>
        <source>Python packages (checked when python3 is on the machine; without it: SKIP). A missing or older required package fails, an advisory one warns:</source>
        <translation>Python 包（机器上有 python3 时检查；没有则为 SKIP）。必需的包缺失或版本过旧为 FAIL，建议的包为 WARN：</translation>
    </message>
    <message>
        <source>%1 (a warning)</source>
        <translation>%1（警告）</translation>
    </message>
    <message>
        <source>FlashAttention-2 runs on sm_80 (Ampere) and newer (Dao-AILab/flash-attention README): with flash-attn installed on an older GPU the job fails at its first attention (0 = not checked).</source>
        <translation>FlashAttention-2 需要 sm_80（Ampere）及更新的 GPU（Dao-AILab/flash-attention README）：在更旧的 GPU 上装了 flash-attn，任务会在第一次注意力计算时失败（0 = 不检查）。</translation>
    </message>
    <message>
        <source>no python3 on the machine</source>
        <translation>机器上没有 python3</translation>
    </message>
    <message>
        <source>the packages the job needs</source>
        <translation>任务所需的包</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>True</source>
        <translation>True</translation>
    </message>
    <message>
        <source>False</source>
        <translation>False</translation>
    </message>
    <message>
        <source>torch not importable</source>
        <translation>无法导入 torch</translation>
    </message>
    <message>
        <source>torch.cuda.is_available() must be true for a job on the GPUs (an Ascend NPU answers to torch.npu instead: not checked).</source>
        <translation>GPU 上的任务要求 torch.cuda.is_available() 为 true（昇腾 NPU 改用 torch.npu：此处不检查）。</translation>
    </message>
    <message>
        <source>Huawei Ascend NPU: not checked here (use npu-smi info)</source>
        <translation>华为昇腾 NPU：此处不检查（请使用 npu-smi info）</translation>
    </message>
</context>
<context>
    <name>ga::PriceSource</name>
    <message>
        <source>no licence stated</source>
        <translation>未声明许可证</translation>
    </message>
    <message>
        <source>%1, %2, fetched %3</source>
        <translation>%1，%2，获取于 %3</translation>
    </message>
    <message>
        <source>%1, %2, fetched %3 through the mirror %4</source>
        <translation>%1，%2，获取于 %3，经镜像 %4</translation>
    </message>
    <message>
        <source>no licence stated; &quot;for informational purposes only&quot;</source>
        <translation>未声明许可；“仅供参考”</translation>
    </message>
    <message>
        <source>your account&apos;s own prices, through your API key</source>
        <translation>您账号自己的价格，通过您的 API 密钥获取</translation>
    </message>
    <message>
        <source>%1, fetched %2 at %3</source>
        <translation>%1，%2 获取自 %3</translation>
    </message>
</context>
<context>
    <name>ga::PriceUpdate</name>
    <message>
        <source>%1: %2 did not send a usable price file: %3. %1&apos;s prices are unchanged.</source>
        <translation>%1：%2 未返回可用的价格文件：%3。%1 的价格未改变。</translation>
    </message>
    <message>
        <source>%1: %2 lists %3 instances, fewer than half the %4 of the prices in use (%5): taken for a damaged file. %1&apos;s prices are unchanged.</source>
        <translation>%1：%2 仅列出 %3 个实例，不到当前价格（%5）中 %4 个的一半，视为损坏的文件。%1 的价格未改变。</translation>
    </message>
    <message>
        <source>%1: the prices from %2 are good but could not be stored: %3. %1&apos;s prices are unchanged.</source>
        <translation>%1：来自 %2 的价格有效，但无法保存：%3。%1 的价格未改变。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n instance(s) priced as of %2 from %3</source>
        <translation>
            <numerusform>%1：%n 个实例的价格已更新至 %2，来自 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n row(s) skipped: CPU-only machines, GPUs the catalog does not describe, or further zones)</source>
        <translation>
            <numerusform> （跳过 %n 行：纯 CPU 机器、目录未收录的 GPU 或其他可用区）</numerusform>
        </translation>
    </message>
    <message>
        <source>, in place of the earlier %1</source>
        <translation>，替换之前的 %1</translation>
    </message>
    <message>
        <source>The catalog from %1</source>
        <translation>来自 %1 的目录</translation>
    </message>
    <message>
        <source>%1: cancelled; its prices are unchanged.</source>
        <translation>%1：已取消；其价格未改变。</translation>
    </message>
    <message>
        <source>%1 prices from %2</source>
        <translation>%1 价格，来自 %2</translation>
    </message>
    <message>
        <source>%1: did not connect to %2: %3.</source>
        <translation>%1：未连接 %2：%3。</translation>
    </message>
    <message>
        <source>%1: could not fetch %2: %3. Its prices are unchanged.</source>
        <translation>%1：无法获取 %2：%3。其价格未改变。</translation>
    </message>
    <message>
        <source>%1: %2 did not send a usable price file: %3. Its prices are unchanged.</source>
        <translation>%1：%2 未返回可用的价格文件：%3。其价格未改变。</translation>
    </message>
    <message>
        <source>%1: %2 prices in %3, the catalog&apos;s %1 rows in %4. %1&apos;s prices are unchanged.</source>
        <translation>%1：%2 以 %3 计价，而目录中 %1 的行以 %4 计价。%1 的价格未更改。</translation>
    </message>
    <message>
        <source>%1 (version %2, published %3)</source>
        <translation>%1（版本 %2，发布于 %3）</translation>
    </message>
    <message>
        <source>%1: %2 (published %3) prices none of the catalog&apos;s instances later than the prices in use; nothing changed.</source>
        <translation>%1：%2（发布于 %3）中没有比现用价格更新的目录实例价格；未做更改。</translation>
    </message>
    <message numerus="yes">
        <source> (%n GPU instance type(s) the catalog does not describe left out)</source>
        <translation>
            <numerusform>（另有 %n 种目录未描述的 GPU 实例规格未收录）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 refused your API key (%3). Check it under Catalog &gt; Tencent Cloud API key, or in TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY. %1&apos;s prices are unchanged.</source>
        <translation>%1：%2 拒绝了您的 API 密钥（%3）。请在“目录 &gt; 腾讯云 API 密钥”或 TENCENTCLOUD_SECRET_ID 和 TENCENTCLOUD_SECRET_KEY 中检查。%1 的价格未变。</translation>
    </message>
    <message>
        <source>%1: %2 did not send usable prices for %3: %4. %1&apos;s prices are unchanged.</source>
        <translation>%1：%2 没有返回 %3 的可用价格：%4。%1 的价格未变。</translation>
    </message>
    <message>
        <source>%1: %2 prices the catalog&apos;s instance types at a median %3 times their yuan list price: the key&apos;s account is billed in another currency (US dollars on Tencent&apos;s international site), and the catalog&apos;s %1 rows are in CNY. %1&apos;s prices are unchanged.</source>
        <translation>%1：%2 给出的目录实例规格价格中位数是其人民币刊例价的 %3 倍：该密钥的账号以其他货币结算（腾讯云国际站为美元），而目录中的 %1 行以人民币计价。%1 的价格未变。</translation>
    </message>
    <message>
        <source>%1: %2 prices none of the catalog&apos;s instance types in %3; nothing changed.</source>
        <translation>%1：%2 在 %3 中没有给出目录中任何实例规格的价格；未做更改。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU instance type(s) the catalog does not describe left out</source>
        <translation>
            <numerusform>另有 %n 种目录未描述的 GPU 实例规格未收录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n type(s) whose GPU count differs from the catalog&apos;s left out</source>
        <translation>
            <numerusform>%n 种规格的 GPU 数与目录不符，未收录</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 价格</translation>
    </message>
    <message>
        <source>enter your API key under Catalog &gt; Tencent Cloud API key, or set TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY</source>
        <translation>请在“目录 &gt; 腾讯云 API 密钥”中输入您的 API 密钥，或设置 TENCENTCLOUD_SECRET_ID 和 TENCENTCLOUD_SECRET_KEY</translation>
    </message>
    <message>
        <source>%1: not asked, its prices need your own API key: %2.</source>
        <translation>%1：未查询，其价格需要您自己的 API 密钥：%2。</translation>
    </message>
    <message>
        <source>%1: not asked, no API key could be read (%2): %3.</source>
        <translation>%1：未查询，无法读取 API 密钥（%2）：%3。</translation>
    </message>
</context>
<context>
    <name>ga::Providers</name>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>provider, instance type, region</comment>
        <translation>%1 %2（%3）</translation>
    </message>
</context>
<context>
    <name>ga::RecoveryBar</name>
    <message>
        <source>GPU Advisor did not close normally. A scenario with unsaved changes from %1 was kept.</source>
        <translation>GPU Advisor 上次未正常关闭。已保留一个来自 %1、含未保存更改的场景。</translation>
    </message>
    <message>
        <source>&amp;Restore it</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Restore the unsaved scenario</source>
        <translation>恢复未保存的场景</translation>
    </message>
    <message>
        <source>Restored the unsaved scenario; Undo returns to the one shown before.</source>
        <translation>已恢复未保存的场景；撤销可返回之前显示的场景。</translation>
    </message>
</context>
<context>
    <name>ga::Report</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>full fine-tuning of %1</source>
        <translation>%1 全参微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning of %1</source>
        <translation>%1 LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning of %1 (4-bit weights)</source>
        <translation>%1 QLoRA 微调（4 位权重）</translation>
    </message>
    <message>
        <source>inference with %1</source>
        <translation>%1 推理</translation>
    </message>
    <message>
        <source>pre-training of %1</source>
        <translation>%1 预训练</translation>
    </message>
    <message>
        <source>%1 (est.)</source>
        <comment>estimated price</comment>
        <translation>%1（估算）</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>not available</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 tokens to generate</source>
        <translation>需生成 %1 个 token</translation>
    </message>
    <message>
        <source>%1 tokens per epoch × %2 epoch(s)</source>
        <translation>每个 epoch %1 个 token × %2 个 epoch</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 estimated plus %2% headroom</source>
        <translation>估算 %1 加 %2% 余量</translation>
    </message>
    <message>
        <source>Advisories</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Catalog and prices</source>
        <translation>价格目录与价格</translation>
    </message>
    <message>
        <source>(est.): an estimated price, not one the provider publishes; the basis is listed under &quot;%1&quot;.</source>
        <translation>（估算）：估算价格，并非云厂商公布的价格；估算依据列在“%1”下。</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>ZeRO-1, -2 and -3 (DeepSpeed) split the optimizer states, then the gradients, then the weights across the GPUs, so that each GPU holds a share: more GPUs then need less memory each, at the price of more communication.</source>
        <translation>ZeRO-1、-2 和 -3（DeepSpeed）依次在各 GPU 间切分优化器状态、梯度和权重，使每块 GPU 只保存一部分：GPU 越多，每块所需显存越少，代价是通信更多。</translation>
    </message>
    <message>
        <source>%1 on %2 instances</source>
        <translation>%1 块，分布于 %2 个实例</translation>
    </message>
    <message>
        <source> with ZeRO-%1</source>
        <translation>，启用 ZeRO-%1</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每块 GPU 显存</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>One run</source>
        <translation>单次运行</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 instances of %2 %3 in %4, with %5 × %6 in all</source>
        <translation>%4 的 %1 个 %2 %3 实例，共 %5 × %6</translation>
    </message>
    <message>
        <source>one %1 %2 instance in %3, with %4 × %5</source>
        <translation>%3 的一个 %1 %2 实例，配备 %4 × %5</translation>
    </message>
    <message>
        <source> (the job uses %1 of its GPUs; the other %2 are paid for but idle)</source>
        <translation>（任务只用到其中 %1 块 GPU，其余 %2 块付费但闲置）</translation>
    </message>
    <message>
        <source>Of the %1 instances that hold the job without a critical problem, it runs the job for the least money.</source>
        <translation>在放得下该任务且没有严重问题的 %1 个实例中，它运行该任务的费用最低。</translation>
    </message>
    <message>
        <source>Of the %1 instances that hold the job without a critical problem, it costs the least per year.</source>
        <translation>在放得下该任务且没有严重问题的 %1 个实例中，它的年费用最低。</translation>
    </message>
    <message>
        <source>Its run time cannot be estimated: %1.</source>
        <translation>无法估算其运行时间：%1。</translation>
    </message>
    <message>
        <source>One training run over %1 tokens takes about %2 and costs about %3.</source>
        <translation>一次训练处理 %1 个 token，约需 %2，费用约 %3。</translation>
    </message>
    <message>
        <source>Generating %1 tokens takes about %2 and costs about %3.</source>
        <translation>生成 %1 个 token 约需 %2，费用约 %3。</translation>
    </message>
    <message>
        <source>The catalog has no price for it.</source>
        <translation>价格目录中没有它的价格。</translation>
    </message>
    <message>
        <source>Billed as &quot;%1&quot;, it costs %2 a year: %3 for the instance and %4 for disk, traffic and storage.</source>
        <translation>按“%1”计费，每年费用 %2：实例 %3，云盘、流量和存储 %4。</translation>
    </message>
    <message>
        <source>Used %1 hours a day on %2 days a year and billed as &quot;%3&quot;, it costs %4 a year: %5 for the instance and %6 for disk, traffic and storage.</source>
        <translation>每天使用 %1 小时、每年使用 %2 天，按“%3”计费，每年费用 %4：实例 %5，云盘、流量和存储 %6。</translation>
    </message>
    <message>
        <source>No &quot;%1&quot; price is published for it, so pay-as-you-go is assumed.</source>
        <translation>该实例未公布“%1”价格，因此假定按量计费。</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Rent %1.</source>
        <translation>租用 %1。</translation>
    </message>
    <message>
        <source>The job needs %1 of GPU memory per GPU (%2); each %3 offers %4.</source>
        <translation>该任务每块 GPU 需要 %1 显存（%2）；每块 %3 提供 %4。</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) hold the job in memory (%1 per GPU), but each has a critical problem, listed below; none can be recommended as the job is configured.</source>
        <translation>
            <numerusform>有 %n 个实例的显存放得下该任务（每块 GPU %1），但每个都有严重问题（见下文）；按当前任务配置，无法推荐任何实例。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job does not fit on %n GPU(s) of any instance in the catalog: it needs %1 of GPU memory per GPU (%2).</source>
        <translation>
            <numerusform>在价格目录中的任何实例上，用 %n 块 GPU 都放不下该任务：每块 GPU 需要 %1 显存（%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The smallest configuration that holds it is %1, at %2 per GPU.</source>
        <translation>放得下它的最小配置为 %1，每块 GPU %2。</translation>
    </message>
    <message>
        <source>It costs %1 per hour; one run takes about %2 and costs about %3.</source>
        <translation>每小时费用 %1；一次运行约需 %2，费用约 %3。</translation>
    </message>
    <message>
        <source>The table lists the smallest configuration for each GPU model: plan the job for the GPU count of the one you choose.</source>
        <translation>下表列出每种 GPU 型号的最小配置：请按所选型号的 GPU 数量规划任务。</translation>
    </message>
    <message>
        <source>How many GPUs the job needs</source>
        <translation>任务需要多少块 GPU</translation>
    </message>
    <message>
        <source>No GPU in the catalog holds this job, at any GPU count up to 1,024: it needs %1 of GPU memory per GPU (%2).</source>
        <translation>在 1,024 块以内的任意 GPU 数量下，价格目录中都没有放得下该任务的 GPU：每块 GPU 需要 %1 显存（%2）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation>主要风险</translation>
    </message>
    <message>
        <source>Nothing calls for attention: no warnings for the job or for this instance.</source>
        <translation>无需特别关注：该任务和该实例均无警告。</translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) under &quot;%1&quot;.</source>
        <translation>
            <numerusform>“%1”下还有 %n 条警告。</numerusform>
        </translation>
    </message>
    <message>
        <source>The alternatives</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>%1 &gt; %2</source>
        <comment>menu path</comment>
        <translation>%1 &gt; %2</translation>
    </message>
    <message>
        <source>Before the first paid hour: run the preflight check</source>
        <translation>开始付费运行前：先做上机前检查</translation>
    </message>
    <message>
        <source>Before the job starts, check the rented machine against it. In GPU Advisor choose %1 (on the command line: gpu-advisor preflight with the same job), copy the script to the machine and run it there with bash. In about a minute it checks the GPU model, count and memory (this job needs %2 per GPU), the driver and CUDA version, the disk&apos;s speed and free space, the processors and the memory of the machine, and prints PASS, WARN or FAIL for each. Do not start the paid run while a check fails: fix the machine or rent another.</source>
        <translation>任务开始前，先对照任务要求检查租到的机器。在 GPU Advisor 中选择 %1（命令行：对同一任务运行 gpu-advisor preflight），将脚本复制到该机器上并用 bash 运行。脚本会在约一分钟内检查 GPU 型号、数量和显存（该任务每块 GPU 需要 %2）、驱动和 CUDA 版本、磁盘速度和剩余空间、机器的处理器和内存，并对每一项输出 PASS、WARN 或 FAIL。只要有检查未通过，就不要开始付费运行：修复该机器或换租一台。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The scenarios compared</source>
        <translation>场景对比</translation>
    </message>
    <message>
        <source>The scenario of this report (#1) beside the ones pinned for comparison. Each is recommended on its own terms: its cheapest clean fit, by run for training and by year for inference.</source>
        <translation>本报告的场景（#1）与固定用于对比的场景并列。每个场景按各自条件给出推荐：放得下且无严重问题的最便宜实例，训练按单次运行费用、推理按年费用比较。</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>每块 GPU 显存</translation>
    </message>
    <message>
        <source>Instances that fit</source>
        <translation>放得下的实例</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>nothing holds it</source>
        <translation>均放不下</translation>
    </message>
    <message>
        <source>none as configured; smallest: %1</source>
        <translation>当前配置下无；最小配置：%1</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source> GiB</source>
        <comment>chart unit</comment>
        <translation> GiB</translation>
    </message>
    <message>
        <source>GPU memory per GPU, by component (before headroom)</source>
        <translation>每块 GPU 显存，按组成项（未含余量）</translation>
    </message>
    <message>
        <source>GPU memory budget</source>
        <translation>显存预算</translation>
    </message>
    <message numerus="yes">
        <source>needed on each of %n GPU(s): %1.</source>
        <translation>
            <numerusform>%n 块 GPU 每块均需：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The GPUs share the training state with ZeRO-%1.</source>
        <translation>各 GPU 通过 ZeRO-%1 分摊训练状态。</translation>
    </message>
    <message>
        <source>%1 of the %2 parameters are trained.</source>
        <translation>%2 参数中有 %1 参与训练。</translation>
    </message>
    <message>
        <source>Offloading adds %1 of host memory per GPU.</source>
        <translation>卸载使每块 GPU 额外需要 %1 主机内存。</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每块 GPU</translation>
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
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>显存预算</translation>
    </message>
    <message>
        <source>total × (1 + %1% headroom), for fragmentation and peaks the estimate does not see</source>
        <translation>合计 × (1 + %1% 余量)，用于应对碎片和估算未覆盖的峰值</translation>
    </message>
    <message>
        <source>What the engineers&apos; tools will show at the peak: nvidia-smi about %1, PyTorch&apos;s max_memory_reserved %2 and max_memory_allocated %3.</source>
        <translation>峰值时工程师的工具将显示：nvidia-smi 约 %1，PyTorch 的 max_memory_reserved 为 %2，max_memory_allocated 为 %3。</translation>
    </message>
    <message>
        <source>Recommended instances</source>
        <translation>推荐实例</translation>
    </message>
    <message>
        <source>%1 of the %2 instances in the catalog hold the job as configured; %3 of them without a critical problem. Listed: the picks and the cheapest per year.</source>
        <translation>按当前配置，价格目录的 %2 个实例中有 %1 个放得下该任务，其中 %3 个没有严重问题。下面列出推荐实例和年成本最低的实例。</translation>
    </message>
    <message>
        <source>Usable per GPU</source>
        <translation>每块 GPU 可用</translation>
    </message>
    <message numerus="yes">
        <source>%n more instance(s) hold the job in memory but carry a critical problem; they are never picked.</source>
        <translation>
            <numerusform>另有 %n 个实例的显存放得下该任务，但存在严重问题，因此不会被推荐。</numerusform>
        </translation>
    </message>
    <message>
        <source>What the picks mean</source>
        <translation>推荐项说明</translation>
    </message>
    <message>
        <source>How many GPUs each GPU model needs</source>
        <translation>每种 GPU 型号需要多少块</translation>
    </message>
    <message>
        <source>The smallest configuration of each GPU model that holds the job, fewest GPUs first.</source>
        <translation>每种 GPU 型号放得下该任务的最小配置，按 GPU 数量从少到多排列。</translation>
    </message>
    <message>
        <source>What will hold the job back on %1, and what to do about it, most serious first, with the numbers each finding rests on and where its rule comes from.</source>
        <translation>在 %1 上制约该任务的因素及应对方法，按严重程度从高到低排列，并列出每项发现所依据的数据及其规则来源。</translation>
    </message>
    <message>
        <source>What will hold the job back, and what to do about it, most serious first, with the numbers each finding rests on and where its rule comes from.</source>
        <translation>制约该任务的因素及应对方法，按严重程度从高到低排列，并列出每项发现所依据的数据及其规则来源。</translation>
    </message>
    <message>
        <source>None: nothing in the job or the instance calls for attention.</source>
        <translation>无：任务和实例均无需要关注的问题。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Finding and what to do</source>
        <translation>发现与对策</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1
(rule %2)</source>
        <translation>%1
（规则 %2）</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>年费用</translation>
    </message>
    <message>
        <source>No instance that holds the job has a price in the catalog.</source>
        <translation>放得下该任务的实例在价格目录中均无价格。</translation>
    </message>
    <message>
        <source>In %1 for the instances above: the instance at the assumed usage, plus the cloud disk, the internet egress, the object storage and its requests.</source>
        <translation>上述实例的费用（单位：%1）：按假设用量计算的实例费用，加上云盘、公网出流量、对象存储及其请求的费用。</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>How it is computed</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>How the year of %1 adds up</source>
        <translation>%1 的年费用构成</translation>
    </message>
    <message>
        <source>Disk, traffic and storage are billed by use whatever the billing of the instance.</source>
        <translation>无论实例采用哪种计费方式，云盘、流量和存储均按用量计费。</translation>
    </message>
    <message>
        <source>Time and cost of one run</source>
        <translation>单次运行的时间与费用</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>No configuration holds the job, so no run can be estimated.</source>
        <translation>没有任何配置放得下该任务，因此无法估算运行。</translation>
    </message>
    <message>
        <source>On</source>
        <translation>运行于</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>计算量</translation>
    </message>
    <message>
        <source>GPU speed</source>
        <translation>GPU 算力</translation>
    </message>
    <message>
        <source>%1 dense TFLOPS per GPU in %2, of which the job uses %3 (model FLOPs utilisation)</source>
        <translation>每块 GPU 的 %2 稠密算力为 %1 TFLOPS，任务利用其中的 %3（模型 FLOPs 利用率）</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>%1% of a linear speed-up over %2: %3</source>
        <translation>经 %2 达到线性加速的 %1%：%3</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <source>The run time counts the computation only: loading data, evaluation, checkpoints and restarts after a failure add to it.</source>
        <translation>运行时间只计入计算本身：加载数据、评估、保存检查点以及故障后重启都会使其增加。</translation>
    </message>
    <message>
        <source>the published architecture</source>
        <translation>公开的架构</translation>
    </message>
    <message>
        <source>its config.json</source>
        <translation>其 config.json</translation>
    </message>
    <message>
        <source>the shape inferred from the parameter count</source>
        <translation>由参数量推算的结构</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1, %2 parameters, from %3</source>
        <translation>%1，%2 参数，依据%3</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>%1% on top of the estimated GPU memory</source>
        <translation>在估算显存之上增加 %1%</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>%1 hours a day, %2 days a year</source>
        <translation>每天 %1 小时，每年 %2 天</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>训练数据</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>%1 GB cloud disk per instance; %2 checkpoint(s) of %3 GB kept in object storage</source>
        <translation>每个实例 %1 GB 云盘；对象存储中保留 %2 个 %3 GB 的检查点</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>%1; exchange rate 1 USD = %2 CNY</source>
        <translation>%1；汇率 1 USD = %2 CNY</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>%1 of each GPU&apos;s peak, as set</source>
        <translation>按设定，为每块 GPU 峰值的 %1</translation>
    </message>
    <message>
        <source>per GPU generation, from published runs: %1 for the %2</source>
        <translation>按 GPU 代际，取自公开的运行数据：%2 为 %1</translation>
    </message>
    <message>
        <source>Catalog %1; its newest figure is from %2. Prices change: check the dates below before you commit.</source>
        <translation>价格目录 %1；最新数据日期为 %2。价格会变动：做决定前请核对下方日期。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>Source of the prices</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Storage and traffic prices of %1 (%2): %3</source>
        <translation>%1（%2）的存储和流量价格：%3</translation>
    </message>
    <message>
        <source>Estimated prices</source>
        <translation>估算价格</translation>
    </message>
    <message>
        <source>Every price shown is one its provider publishes.</source>
        <translation>所列价格均为云厂商公开发布的价格。</translation>
    </message>
    <message>
        <source>What to rent for %1</source>
        <translation>%1 的租用建议</translation>
    </message>
    <message>
        <source>GPU Advisor report</source>
        <translation>GPU Advisor 报告</translation>
    </message>
    <message>
        <source>%1 · catalog %2 (prices as of %3)</source>
        <translation>%1 · 价格目录 %2（价格截至 %3）</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>the report could not be drawn</source>
        <translation>无法绘制报告</translation>
    </message>
    <message>
        <source>price from %1</source>
        <comment>a price&apos;s month, shown when it is over 12 months old</comment>
        <translation>价格截至 %1</translation>
    </message>
    <message>
        <source>Its price is from %1, more than %2 months ago: confirm it with the provider before ordering.</source>
        <translation>其价格截至 %1，已超过 %2 个月：下单前请向云厂商确认当前价格。</translation>
    </message>
    <message>
        <source>Storage and traffic prices of %1: %2</source>
        <translation>%1 的存储和流量价格：%2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Weights in the checkpoint&apos;s own format: %1.</source>
        <translation>权重按检查点自身格式计算：%1。</translation>
    </message>
    <message>
        <source>The checkpoint is stored as %1; this job uses %2.</source>
        <translation>检查点以 %1 存储；此任务使用 %2。</translation>
    </message>
    <message>
        <source>Assumed: %1.</source>
        <translation>假设：%1。</translation>
    </message>
    <message>
        <source>Serving: the engine on the recommended instance</source>
        <translation>推理服务：推荐实例上的引擎</translation>
    </message>
    <message>
        <source>No instance starts %1 for this workload.</source>
        <translation>没有实例能为此工作负载启动 %1。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>%1 simultaneous requests of %2 input and %3 output tokens</source>
        <translation>%1 个同时请求，每个输入 %2、输出 %3 token</translation>
    </message>
    <message>
        <source>Memory share</source>
        <translation>显存占比</translation>
    </message>
    <message>
        <source>Weights · activation peak · outside PyTorch</source>
        <translation>权重 · 激活峰值 · PyTorch 之外</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>%1, %2 tokens; %3× requests of %4 tokens</source>
        <translation>%1，%2 个 token；可同时容纳 %3× 个 %4 token 的请求</translation>
    </message>
    <message>
        <source>nvidia-smi will show</source>
        <translation>nvidia-smi 将显示</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>%1 × %2 GPU(s), %3 requests each, on %4 instance(s)</source>
        <translation>%1 × %2 块 GPU，每个 %3 个请求，共 %4 个实例</translation>
    </message>
    <message>
        <source>Latency and speed</source>
        <translation>延迟与速度</translation>
    </message>
    <message>
        <source>TTFT %1 ms · TPOT %2 ms · %3 output tokens/s</source>
        <translation>TTFT %1 ms · TPOT %2 ms · 每秒 %3 个输出 token</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>Speeds assume steady load at the stated concurrency; bursts queue, and long prompts raise the time to first token of the requests behind them.</source>
        <translation>速度按所述并发下的稳定负载估算；突发流量会排队，长提示词会拉高其后请求的首 token 延迟。</translation>
    </message>
    <message>
        <source>That year of use (%1 hours) is about %2 such runs; for one run alone, the run cost above is what you pay.</source>
        <translation>这一年的使用时长（%1 小时）约等于 %2 次这样的运行；只跑一次的话，付的就是上面的单次运行费用。</translation>
    </message>
    <message>
        <source>One run needs %1 hours of use, more than the %2 a year the usage assumes: set the hours a day or the days a year to what the run takes.</source>
        <translation>一次运行需要 %1 小时，超过用量设置中每年 %2 小时：请把每天小时数或每年天数调到这次运行所需。</translation>
    </message>
    <message>
        <source>Framework: %1, %2.</source>
        <translation>训练框架：%1，%2。</translation>
    </message>
    <message>
        <source>%1 GB internet egress a day, billed %2; %3 object storage reads a day</source>
        <translation>每天 %1 GB 公网出流量，%2；每天 %3 次对象存储读取</translation>
    </message>
    <message>
        <source>by traffic</source>
        <translation>按使用流量计费</translation>
    </message>
    <message>
        <source>as a fixed %1 Mbps bandwidth where the provider offers it, else by traffic</source>
        <translation>在云厂商提供时按固定带宽 %1 Mbps 计费，否则按使用流量计费</translation>
    </message>
    <message>
        <source>For %1 the catalog has no price of %2: that total leaves them out.</source>
        <translation>目录中没有 %1 的%2价格：上述总额未计入这些费用。</translation>
    </message>
    <message>
        <source>%1; %2 GB kept in object storage (%3 class), read from: %4</source>
        <translation>%1；%2 GB 存放在对象存储（%3类型），读取自：%4</translation>
    </message>
    <message>
        <source>%1, %2 per replica (%3)</source>
        <translation>%1，每个副本 %2（%3）</translation>
    </message>
    <message>
        <source>Each GPU holds its share of the routed experts and the rest of the model whole (expert parallelism).</source>
        <translation>每块 GPU 存放其分到的路由专家，模型其余部分完整存放（专家并行）。</translation>
    </message>
    <message>
        <source>The GPUs share the optimizer states with ZeRO-%1.</source>
        <translation>各 GPU 通过 ZeRO-%1 分摊优化器状态。</translation>
    </message>
    <message>
        <source>Reading the data takes longer than the computation here, so the run time is the reading time (the formula above); evaluation, checkpoints and restarts after a failure add to it.</source>
        <translation>这里读取数据比计算更久，所以运行时间就是读取时间（见上方公式）；评估、检查点以及故障后的重启还会另外增加时间。</translation>
    </message>
    <message>
        <source>The run time counts the computation, which takes longer than reading the data alongside it; evaluation, checkpoints and restarts after a failure add to it.</source>
        <translation>运行时间按计算时间计，计算比同时进行的数据读取更久；评估、检查点以及故障后的重启还会另外增加时间。</translation>
    </message>
</context>
<context>
    <name>ga::Requirements</name>
    <message>
        <source>a widely shared GPU cloud selection guide</source>
        <translation>一篇广为流传的 GPU 云选型指南</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Small-model training (under 3B)</source>
        <translation>小模型训练（3B 以下）</translation>
    </message>
    <message>
        <source>Fine-tuning a 3–7B model</source>
        <translation>3–7B 模型微调</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 7–13B model</source>
        <translation>7–13B 模型全参微调</translation>
    </message>
    <message>
        <source>LoRA/QLoRA fine-tuning of a 7B+ model</source>
        <translation>7B 及以上模型的 LoRA/QLoRA 微调</translation>
    </message>
    <message>
        <source>Full fine-tuning above 13B</source>
        <translation>13B 以上模型全参微调</translation>
    </message>
    <message>
        <source>Pre-training under 10B</source>
        <translation>10B 以下模型预训练</translation>
    </message>
    <message>
        <source>Pre-training at 10B and up</source>
        <translation>10B 及以上模型预训练</translation>
    </message>
    <message>
        <source>4 DataLoader workers per GPU (common PyTorch practice)</source>
        <translation>每块 GPU 4 个 DataLoader worker（PyTorch 常见做法）</translation>
    </message>
    <message>
        <source>8 vCPUs at least (%1)</source>
        <translation>至少 8 个 vCPU（%1）</translation>
    </message>
    <message>
        <source>2 vCPUs per GPU for tokenisation and the serving loop</source>
        <translation>每块 GPU 2 个 vCPU，用于分词和服务循环</translation>
    </message>
    <message>
        <source>4 vCPUs at least for the serving process</source>
        <translation>服务进程至少需要 4 个 vCPU</translation>
    </message>
    <message>
        <source>8 GiB per GPU for workers and pinned buffers + %1 GiB of offloaded states per GPU</source>
        <translation>每块 GPU 8 GiB 用于 worker 和锁页缓冲区 + 每块 GPU %1 GiB 卸载状态</translation>
    </message>
    <message>
        <source>8 GiB per GPU for DataLoader workers and pinned buffers</source>
        <translation>每块 GPU 8 GiB，用于 DataLoader worker 和锁页缓冲区</translation>
    </message>
    <message>
        <source>4 GiB per GPU for the serving process</source>
        <translation>每块 GPU 4 GiB，用于服务进程</translation>
    </message>
    <message>
        <source>the 16-bit weights (%1 GB) pass through host memory when the model is loaded and saved</source>
        <translation>加载和保存模型时，16 位权重（%1 GB）会经过主机内存</translation>
    </message>
    <message>
        <source>32 GiB so the DataLoader does not stall (%1)</source>
        <translation>32 GiB，避免 DataLoader 卡顿（%1）</translation>
    </message>
    <message>
        <source>64 GiB for full training (%1; large host memory matters for CPU offload, not for ZeRO-2 itself)</source>
        <translation>全参训练需 64 GiB（%1；大容量主机内存对 CPU 卸载很重要，对 ZeRO-2 本身则不然）</translation>
    </message>
    <message>
        <source>2.8 GHz for tokenisation and ZeRO&apos;s CPU work (%1)</source>
        <translation>2.8 GHz，用于分词和 ZeRO 的 CPU 计算（%1）</translation>
    </message>
    <message>
        <source>5,000 random-read IOPS for training data and checkpoint writes (%1)</source>
        <translation>5,000 随机读 IOPS，用于读取训练数据和写入检查点（%1）</translation>
    </message>
    <message>
        <source> + the %1 GB dataset</source>
        <translation> + %1 GB 数据集</translation>
    </message>
    <message>
        <source>streaming the dataset from object storage (%1)</source>
        <translation>从对象存储流式读取数据集（%1）</translation>
    </message>
    <message>
        <source>200 GB/s host memory bandwidth to feed the GPUs (%1; one Ice Lake, Rome or Milan socket gives 204.8 GB/s, one Cascade Lake socket 140.8)</source>
        <translation>200 GB/s 主机内存带宽，以便喂饱 GPU（%1；单路 Ice Lake、Rome 或 Milan 提供 204.8 GB/s，单路 Cascade Lake 为 140.8）</translation>
    </message>
    <message>
        <source>pytorch/pytorch#172352 (2026-01): CUDA 12.8.1 and 13.0 builds support Turing (7.5) and newer; 12.6.3 keeps Maxwell, Pascal, Volta.</source>
        <translation>pytorch/pytorch#172352（2026-01）：CUDA 12.8.1 和 13.0 构建支持 Turing（7.5）及更新架构；12.6.3 仍保留 Maxwell、Pascal、Volta。</translation>
    </message>
    <message>
        <source>%1 MB/s sequential write, the guide&apos;s dd test floor (%2)</source>
        <translation>%1 MB/s 顺序写入，即该指南 dd 测试的下限（%2）</translation>
    </message>
    <message>
        <source>the weights as served (%1 GB) pass through host memory when the model is loaded</source>
        <translation>加载模型时，按服务精度存放的权重（%1 GB）要经过主机内存</translation>
    </message>
    <message>
        <source>In the provider&apos;s console, turn on versioning for the bucket that holds the data and the checkpoints: a version history is what lets you roll back a file that a crashed or mistaken run overwrote (OSS, COS and S3 all offer it). Of the &quot;versioning and server-side encryption&quot; that %1 asks for, versioning is the part that does this: encryption protects the data at rest but restores nothing.</source>
        <translation>请在云厂商控制台为存放数据和检查点的存储桶开启版本控制：有了版本历史，才能回滚被崩溃或误操作的运行覆盖的文件（OSS、COS 和 S3 都支持）。%1要求的“多版本 + 服务端加密”中，起回滚作用的是多版本：加密保护静态数据，但恢复不了任何东西。</translation>
    </message>
    <message>
        <source>the model&apos;s files %1 GB + %2 checkpoint(s) of %3 GB%4 + %5 GB for the system and its packages</source>
        <translation>模型文件 %1 GB + %2 个检查点，每个 %3 GB%4 + 系统及其软件包 %5 GB</translation>
    </message>
</context>
<context>
    <name>ga::Scaling</name>
    <message>
        <source>AMD Instinct: no published LLM training MFU was found; 0.30 is assumed, below NVIDIA Hopper&apos;s 0.40</source>
        <translation>AMD Instinct：未找到公开的 LLM 训练 MFU；假定为 0.30，低于 NVIDIA Hopper 的 0.40</translation>
    </message>
    <message>
        <source>a common default for tuned training (PaLM reached 46%, Chowdhery et al. 2022)</source>
        <translation>调优训练的常用默认值（PaLM 达到 46%，Chowdhery et al. 2022）</translation>
    </message>
    <message>
        <source>Pascal, against its FP32 peak (no Tensor Cores; its matrix multiplies reach 86% of it): a P40 runs at 0.14 × a V100, within the measured 0.11 (matrix multiply) to 0.16 (training the same GP102 die against a V100, Lambda TensorFlow benchmark)</source>
        <translation>Pascal，相对其 FP32 峰值（无 Tensor Core；其矩阵乘法可达该峰值的 86%）：P40 的速度为 0.14 × V100，处于实测的 0.11（矩阵乘法）到 0.16（同为 GP102 核心的训练速度对比 V100，Lambda TensorFlow 基准测试）之间</translation>
    </message>
    <message>
        <source>Volta: Megatron-LM sustained 30% of one V100&apos;s peak (Shoeybi et al. 2019)</source>
        <translation>Volta：Megatron-LM 持续达到单块 V100 峰值的 30%（Shoeybi et al. 2019）</translation>
    </message>
    <message>
        <source>Turing: no published LLM training MFU; a T4&apos;s matrix multiplies reach 64% of its peak under a 70 W cap (an assumption)</source>
        <translation>Turing：无公开的 LLM 训练 MFU；在 70 W 功耗上限下，T4 的矩阵乘法可达其峰值的 64%（此为假设）</translation>
    </message>
    <message>
        <source>A100: 36–64% in tuned FSDP and Megatron runs (MosaicML llm-foundry, torchtitan), 30% for MT-NLG 530B; 0.40 for a typical Hugging Face and DeepSpeed run</source>
        <translation>A100：经调优的 FSDP 和 Megatron 训练为 36–64%（MosaicML llm-foundry、torchtitan），MT-NLG 530B 为 30%；典型的 Hugging Face 和 DeepSpeed 训练取 0.40</translation>
    </message>
    <message>
        <source>Ampere GA10x (A10, A40, RTX A6000, RTX 3090): no published MFU; their BERT-large training throughput follows the dense peak relative to A100 (Lambda benchmarks), an assumption</source>
        <translation>Ampere GA10x（A10、A40、RTX A6000、RTX 3090）：无公开 MFU；其 BERT-large 训练吞吐与相对 A100 的稠密峰值成比例（Lambda 基准测试），此为假设</translation>
    </message>
    <message>
        <source>Ada (L4, L40S, RTX 4090): no published MFU; an L40S&apos;s matrix multiplies reach 74% of its dense peak (an assumption)</source>
        <translation>Ada（L4、L40S、RTX 4090）：无公开 MFU；L40S 的矩阵乘法可达其稠密峰值的 74%（此为假设）</translation>
    </message>
    <message>
        <source>Hopper: 38–43% (Llama 3 405B, Dubey et al. 2024), 41–48% (Megatron-LM), 36–46% (MosaicML llm-foundry)</source>
        <translation>Hopper：38–43%（Llama 3 405B，Dubey et al. 2024），41–48%（Megatron-LM），36–46%（MosaicML llm-foundry）</translation>
    </message>
    <message>
        <source>Hopper FP8, against the FP8 peak: 28–43% (NVIDIA NeMo 24.07), 14–30% (MosaicML llm-foundry)</source>
        <translation>Hopper FP8，相对 FP8 峰值：28–43%（NVIDIA NeMo 24.07），14–30%（MosaicML llm-foundry）</translation>
    </message>
    <message>
        <source>Blackwell: no published MFU; a B200&apos;s matrix multiplies reach 75% of its dense peak; assumed below Hopper until measured</source>
        <translation>Blackwell：无公开 MFU；B200 的矩阵乘法可达其稠密峰值的 75%；在有实测数据前，假定低于 Hopper</translation>
    </message>
    <message>
        <source>your setting</source>
        <translation>您的设置</translation>
    </message>
    <message>
        <source>; ÷ 1.1 for QLoRA, which dequantises every 4-bit weight per matrix multiply (torchtune: QLoRA runs at 0.78–0.98 × LoRA&apos;s tokens/s)</source>
        <translation>；QLoRA 再 ÷ 1.1，因为每次矩阵乘法都要对每个 4-bit 权重反量化（torchtune：QLoRA 的 tokens/s 为 0.78–0.98 × LoRA）</translation>
    </message>
    <message>
        <source>; × 0.7 at 32k tokens and more (MosaicML llm-foundry: A100 MFU 47–54% at 32k–64k vs 50–64% at 2k)</source>
        <translation>；32k 及以上 token 时 × 0.7（MosaicML llm-foundry：A100 MFU 在 32k–64k 时为 47–54%，在 2k 时为 50–64%）</translation>
    </message>
    <message>
        <source>none</source>
        <comment>interconnect</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>RDMA network</source>
        <translation>RDMA 网络</translation>
    </message>
    <message>
        <source>TCP network</source>
        <translation>TCP 网络</translation>
    </message>
    <message>
        <source>one GPU: no communication</source>
        <translation>单块 GPU：无通信</translation>
    </message>
    <message>
        <source>%1 GPUs over %2: %3 ms of all-reduces (%4 µs latency each, %5 GB at %6 GB/s) per %7 ms decode step → %8%</source>
        <translation>%1 块 GPU 经 %2：每个 %7 ms 解码步中 all-reduce 耗时 %3 ms（每次延迟 %4 µs，%5 GB，%6 GB/s）→ %8%</translation>
    </message>
    <message>
        <source>%1 GPUs over %2: %3 GB per GPU and step at %4 GB/s = %5 ms; %6 ms not hidden by the %7 ms step → %8%</source>
        <translation>%1 块 GPU 经 %2：每块 GPU 每步 %3 GB，以 %4 GB/s 传输 = %5 ms；其中 %6 ms 未被 %7 ms 的单步计算掩盖 → %8%</translation>
    </message>
    <message>
        <source>Ring collectives (nccl-tests PERFORMANCE.md); bytes per step from PyTorch DDP and ZeRO (Rajbhandari et al. 2020); measured NVLink all-reduce bandwidth (Azure AI benchmarking guide 2024: A100 232 GB/s, H100 479 GB/s); NCCL&apos;s PCIe model; half of the backward pass hides communication and plain TCP reaches half its line rate (assumptions).</source>
        <translation>Ring 集合通信（nccl-tests PERFORMANCE.md）；每步字节数依据 PyTorch DDP 和 ZeRO（Rajbhandari et al. 2020）；实测 NVLink all-reduce 带宽（Azure AI benchmarking guide 2024：A100 232 GB/s，H100 479 GB/s）；NCCL 的 PCIe 模型；反向传播的一半可掩盖通信，普通 TCP 可达其线速的一半（均为假设）。</translation>
    </message>
    <message>
        <source> (%1 GB of it the tokens&apos; all-to-all to and from the experts, which no computation hides)</source>
        <translation>（其中 %1 GB 为 token 发往专家和从专家返回的 all-to-all，没有计算可以掩盖）</translation>
    </message>
    <message>
        <source>%1 GPUs running their layers in turn (device_map=&quot;auto&quot;): no collective, so no scaling loss and no speed-up either</source>
        <translation>%1 块 GPU 依次运行各自的层（device_map=&quot;auto&quot;）：没有集合通信，因此既无扩展损失，也没有加速</translation>
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
        <translation>预训练</translation>
    </message>
    <message>
        <source>must be %1, got %2</source>
        <translation>必须为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>full training runs in FP32, FP16 or BF16 (FP8 training keeps BF16 weights: choose BF16); %1 is for inference</source>
        <translation>全参训练使用 FP32、FP16 或 BF16（FP8 训练保留 BF16 权重：请选择 BF16）；%1 仅用于推理</translation>
    </message>
    <message>
        <source>LoRA keeps the base model in FP32, FP16, BF16 or INT8; for a 4-bit base choose QLoRA</source>
        <translation>LoRA 的基座模型为 FP32、FP16、BF16 或 INT8；4-bit 基座请选择 QLoRA</translation>
    </message>
    <message>
        <source>for QLoRA the base is always NF4 and the precision is the compute type (FP32, FP16 or BF16), got %1</source>
        <translation>QLoRA 的基座始终为 NF4，精度指计算类型（FP32、FP16 或 BF16），实际为 %1</translation>
    </message>
    <message>
        <source>ZeRO applies to training; inference splits the model over the GPUs with tensor parallelism</source>
        <translation>ZeRO 适用于训练；推理使用张量并行把模型拆分到各 GPU 上</translation>
    </message>
    <message>
        <source>offloading the optimizer needs ZeRO stage 1, 2 or 3</source>
        <translation>卸载优化器需要 ZeRO 阶段 1、2 或 3</translation>
    </message>
    <message>
        <source>offloading parameters needs ZeRO stage 3</source>
        <translation>卸载参数需要 ZeRO 阶段 3</translation>
    </message>
    <message>
        <source>must be a whole number %1, got %2</source>
        <translation>必须为整数（%1），实际为 %2</translation>
    </message>
    <message>
        <source>must be a number %1, got %2</source>
        <translation>必须为数字（%1），实际为 %2</translation>
    </message>
    <message>
        <source>this is not a GPU Advisor scenario (format %1)</source>
        <translation>这不是 GPU Advisor 场景（格式 %1）</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>written by a newer GPU Advisor (scenario version %1; this one reads up to %2): update the application to open it</source>
        <translation>由更新版本的 GPU Advisor 写入（场景版本 %1；当前版本最高只能读取 %2）：请更新应用程序后再打开</translation>
    </message>
    <message>
        <source>%1 is not a model preset</source>
        <translation>%1 不是模型预设</translation>
    </message>
    <message>
        <source>must be a text of at most %1 characters, got %2</source>
        <translation>必须是不超过 %1 个字符的文本，实际为 %2</translation>
    </message>
    <message>
        <source>%1 has no %2 KV cache (vLLM and SGLang: auto or fp8; llama.cpp: auto, q8_0 or q4_0)</source>
        <translation>%1 不支持 %2 KV 缓存（vLLM 和 SGLang：auto 或 fp8；llama.cpp：auto、q8_0 或 q4_0）</translation>
    </message>
    <message>
        <source>%1 cannot split %2 over %3 GPUs: %4; nearest tensor-parallel sizes: %5</source>
        <translation>%1 无法把 %2 拆分到 %3 块 GPU 上：%4；最接近的张量并行度：%5</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>%1 tokens cannot hold a request of %2 input and %3 output tokens</source>
        <translation>%1 个 token 容纳不下一个输入 %2、输出 %3 token 的请求</translation>
    </message>
    <message>
        <source>%1 requests × %2 + %3 tokens</source>
        <translation>%1 个请求 × %2 + %3 token</translation>
    </message>
    <message>
        <source>transformers generate()</source>
        <comment>inference engine</comment>
        <translation>transformers generate()</translation>
    </message>
    <message>
        <source>vLLM</source>
        <comment>inference engine</comment>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <comment>inference engine</comment>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <comment>inference engine</comment>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>auto (model dtype)</source>
        <comment>KV cache dtype</comment>
        <translation>auto（模型的数据类型）</translation>
    </message>
    <message>
        <source>FP8</source>
        <comment>KV cache dtype</comment>
        <translation>FP8</translation>
    </message>
    <message>
        <source>q8_0 (llama.cpp)</source>
        <comment>KV cache dtype</comment>
        <translation>q8_0（llama.cpp）</translation>
    </message>
    <message>
        <source>q4_0 (llama.cpp)</source>
        <comment>KV cache dtype</comment>
        <translation>q4_0（llama.cpp）</translation>
    </message>
    <message>
        <source>%1 has no switch for Liger kernels</source>
        <translation>%1 没有启用 Liger 内核的开关</translation>
    </message>
    <message>
        <source>%1 with Liger</source>
        <translation>%1 + Liger</translation>
    </message>
    <message>
        <source>HF Trainer + PEFT</source>
        <comment>training framework</comment>
        <translation>HF Trainer + PEFT</translation>
    </message>
    <message>
        <source>LitGPT ≤ 0.5.4</source>
        <comment>training framework</comment>
        <translation>LitGPT ≤ 0.5.4</translation>
    </message>
    <message>
        <source>fsdp_qlora (Answer.AI)</source>
        <comment>training framework</comment>
        <translation>fsdp_qlora（Answer.AI）</translation>
    </message>
    <message>
        <source>DeepSpeed (raw)</source>
        <comment>training framework</comment>
        <translation>DeepSpeed（原生）</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) of %1 pixels take %L2 tokens, more than the %L3 tokens of the %4</source>
        <translation>
            <numerusform>%n 张 %1 像素的图像占 %L2 个 token，超过了%4的 %L3 个 token</numerusform>
        </translation>
    </message>
    <message>
        <source>prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>prompt or sequence</source>
        <translation>提示词或序列</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) of %1 px (%L2 tokens)</source>
        <translation>
            <numerusform>%n 张 %1 像素图像（%L2 个 token）</numerusform>
        </translation>
    </message>
    <message>
        <source>MTP draft</source>
        <comment>speculative decoding with the model&apos;s multi-token-prediction layers</comment>
        <translation>MTP 投机解码</translation>
    </message>
    <message>
        <source>By traffic (per GB)</source>
        <comment>egress billing</comment>
        <translation>按使用流量（每 GB）</translation>
    </message>
    <message>
        <source>Fixed bandwidth (per Mbps)</source>
        <comment>egress billing</comment>
        <translation>按固定带宽（每 Mbps）</translation>
    </message>
    <message>
        <source>Standard</source>
        <comment>object storage class</comment>
        <translation>标准</translation>
    </message>
    <message>
        <source>High-throughput</source>
        <comment>object storage class</comment>
        <translation>高吞吐</translation>
    </message>
    <message>
        <source>Accelerator cache</source>
        <comment>object storage class</comment>
        <translation>加速器缓存</translation>
    </message>
    <message>
        <source>%1 packs only with FlashAttention (its padding-free check refuses any other attention)</source>
        <translation>%1 只有在使用 FlashAttention 时才能打包（其无填充检查拒绝其他注意力实现）</translation>
    </message>
    <message>
        <source>%1 packs with FlashAttention-2 only a micro-batch of 1 (its collator asserts it); each row already holds a full sequence of samples</source>
        <translation>%1 在 FlashAttention-2 下打包时微批次只能为 1（其数据整理器会断言检查）；每一行已装满一整条样本序列</translation>
    </message>
    <message>
        <source>packed</source>
        <comment>samples packed into full rows</comment>
        <translation>已打包</translation>
    </message>
    <message>
        <source>engine default</source>
        <comment>all-to-all back-end</comment>
        <translation>引擎默认</translation>
    </message>
    <message>
        <source>DeepEP HT</source>
        <comment>all-to-all back-end: high-throughput kernels</comment>
        <translation>DeepEP HT</translation>
    </message>
    <message>
        <source>DeepEP LL</source>
        <comment>all-to-all back-end: low-latency kernels</comment>
        <translation>DeepEP LL</translation>
    </message>
    <message>
        <source>Megatron-SWIFT trains experts in parallel on 16- or 32-bit weights, in full or with LoRA; a 4-bit QLoRA base runs without expert parallelism</source>
        <translation>Megatron-SWIFT 的专家并行训练使用 16 位或 32 位权重，可全参数或 LoRA；4 位 QLoRA 基座不能使用专家并行</translation>
    </message>
    <message>
        <source>with expert parallelism Megatron-SWIFT shards only the optimizer states (its distributed optimizer, ZeRO 1, on by default): choose ZeRO 1, or 0 to keep them whole</source>
        <translation>使用专家并行时，Megatron-SWIFT 只切分优化器状态（其分布式优化器，即 ZeRO 1，默认开启）：请选择 ZeRO 1，或选 0 保留完整状态</translation>
    </message>
    <message>
        <source>GPU Advisor models expert parallelism without offload</source>
        <translation>GPU Advisor 对专家并行的建模不含卸载</translation>
    </message>
    <message>
        <source>%1 routed experts do not split evenly over %2 GPUs; GPU counts that divide them: %3</source>
        <translation>%1 个路由专家无法平均分到 %2 块 GPU 上；可整除的 GPU 数：%3</translation>
    </message>
    <message>
        <source>%1 has no packing switch: %2</source>
        <translation>%1 没有打包（packing）开关：%2</translation>
    </message>
</context>
<context>
    <name>ga::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <comment>scenario document</comment>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>ga::ScenarioEditor</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation>场景另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Edit the scenario</source>
        <translation>编辑场景</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation>场景“%1”有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>GPU Advisor scenarios (*%1 *.json)</source>
        <translation>GPU Advisor 场景 (*%1 *.json)</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>GPU Advisor scenarios (*%1)</source>
        <translation>GPU Advisor 场景 (*%1)</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
</context>
<context>
    <name>ga::ScenarioField</name>
    <message>
        <source>Training method, pre-training or inference.</source>
        <translation>训练方法、预训练或推理。</translation>
    </message>
    <message>
        <source>Weight/compute precision (QLoRA: compute dtype).</source>
        <translation>权重/计算精度（QLoRA：计算 dtype）。</translation>
    </message>
    <message>
        <source>fp32 master copy (mixed precision, default) or none (pure low precision).</source>
        <translation>fp32 主权重副本（混合精度，默认）或 none（纯低精度）。</translation>
    </message>
    <message>
        <source>Optimizer.</source>
        <translation>优化器。</translation>
    </message>
    <message>
        <source>Micro-batch size per GPU.</source>
        <translation>每块 GPU 的微批大小。</translation>
    </message>
    <message>
        <source>Gradient accumulation: micro-batches per optimizer step.</source>
        <translation>梯度累积：每个优化器步的微批数。</translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation>序列长度（token 数）。</translation>
    </message>
    <message>
        <source>Inference: prompt tokens processed at once (0 = the whole sequence).</source>
        <translation>推理：一次处理的提示词 token 数（0 = 整个序列）。</translation>
    </message>
    <message>
        <source>Gradient (activation) checkpointing.</source>
        <translation>梯度（激活值）检查点。</translation>
    </message>
    <message>
        <source>FlashAttention / memory-efficient attention (default on).</source>
        <translation>FlashAttention / memory-efficient attention（默认开启）。</translation>
    </message>
    <message>
        <source>LoRA rank r.</source>
        <translation>LoRA 秩 r。</translation>
    </message>
    <message>
        <source>Matrices that get LoRA adapters.</source>
        <translation>添加 LoRA 适配器的矩阵。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO stage.</source>
        <translation>DeepSpeed ZeRO 阶段。</translation>
    </message>
    <message>
        <source>ZeRO-Offload to host RAM.</source>
        <translation>ZeRO-Offload 卸载到主机内存。</translation>
    </message>
    <message>
        <source>Safety margin on top of the estimate (0.2 = 20%).</source>
        <translation>在估算值之上预留的安全余量（0.2 = 20%）。</translation>
    </message>
    <message>
        <source>Billing mode for the annual cost.</source>
        <translation>计算年费用所用的计费方式。</translation>
    </message>
    <message>
        <source>Where training data is read from.</source>
        <translation>训练数据的读取位置。</translation>
    </message>
    <message>
        <source>GPU hours used per day (pay-as-you-go, spot).</source>
        <translation>每天使用 GPU 的小时数（按量计费、抢占式）。</translation>
    </message>
    <message>
        <source>Days used per year.</source>
        <translation>每年使用天数。</translation>
    </message>
    <message>
        <source>Training tokens per epoch (e.g. 2B, 5e8).</source>
        <translation>每个 epoch 的训练 token 数（如 2B、5e8）。</translation>
    </message>
    <message>
        <source>Epochs per training run.</source>
        <translation>每次训练的 epoch 数。</translation>
    </message>
    <message>
        <source>Dataset size in object storage.</source>
        <translation>对象存储中的数据集大小。</translation>
    </message>
    <message>
        <source>Cloud disk per instance.</source>
        <translation>每个实例的云盘容量。</translation>
    </message>
    <message>
        <source>Cloud disk class (provider&apos;s id, e.g. gp3, essd-pl1).</source>
        <translation>云盘类型（云厂商的 id，如 gp3、essd-pl1）。</translation>
    </message>
    <message>
        <source>Checkpoints kept in object storage.</source>
        <translation>在对象存储中保留的检查点数。</translation>
    </message>
    <message>
        <source>Internet egress per day.</source>
        <translation>每天的公网出流量。</translation>
    </message>
    <message>
        <source>Object storage GET requests per day.</source>
        <translation>每天的对象存储 GET 请求数。</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for run time (0 = the published figure for each GPU generation).</source>
        <translation>用于计算运行时间的模型 FLOPs 利用率（0 = 各 GPU 代际的公开数据）。</translation>
    </message>
    <message>
        <source>Inference engine: transformers generate() (hf), vLLM, SGLang or llama.cpp.</source>
        <translation>推理引擎：transformers generate()（hf）、vLLM、SGLang 或 llama.cpp。</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the engine takes (vLLM gpu_memory_utilization, SGLang mem_fraction_static; 0 = the engine&apos;s default).</source>
        <translation>引擎占用每块 GPU 显存的比例（vLLM gpu_memory_utilization，SGLang mem_fraction_static；0 = 引擎默认值）。</translation>
    </message>
    <message>
        <source>Longest request in tokens (0 = the model&apos;s context, capped at what the KV cache holds).</source>
        <translation>单个请求的最大 token 数（0 = 模型的上下文长度，超出 KV 缓存容量时自动截断）。</translation>
    </message>
    <message>
        <source>KV cache element type: auto (the model&apos;s dtype), fp8 (vLLM, SGLang), q8_0 or q4_0 (llama.cpp).</source>
        <translation>KV 缓存元素类型：auto（模型的数据类型）、fp8（vLLM、SGLang）、q8_0 或 q4_0（llama.cpp）。</translation>
    </message>
    <message>
        <source>Requests one engine runs at once (vLLM max_num_seqs, SGLang max_running_requests, llama.cpp -np; 0 = the engine&apos;s default).</source>
        <translation>单个引擎同时运行的请求数（vLLM max_num_seqs，SGLang max_running_requests，llama.cpp -np；0 = 引擎默认值）。</translation>
    </message>
    <message>
        <source>Simultaneous requests the service must hold.</source>
        <translation>服务必须同时承载的请求数。</translation>
    </message>
    <message>
        <source>Prompt tokens per request.</source>
        <translation>每个请求的提示词 token 数。</translation>
    </message>
    <message>
        <source>Generated tokens per request.</source>
        <translation>每个请求生成的 token 数。</translation>
    </message>
    <message>
        <source>Target time to first token in milliseconds (0 = none).</source>
        <translation>首 token 延迟目标，单位毫秒（0 = 无）。</translation>
    </message>
    <message>
        <source>Target time per output token in milliseconds (0 = none).</source>
        <translation>每输出 token 延迟目标，单位毫秒（0 = 无）。</translation>
    </message>
    <message>
        <source>llama.cpp weight format (GGUF quantisation type).</source>
        <translation>llama.cpp 权重格式（GGUF 量化类型）。</translation>
    </message>
    <message>
        <source>llama.cpp -ngl: layers on the GPUs, the rest in host RAM (-1 = all).</source>
        <translation>llama.cpp -ngl：放在 GPU 上的层数，其余在主机内存（-1 = 全部）。</translation>
    </message>
    <message>
        <source>Size of one checkpoint (0 = worked out from the job: the weights, with their optimizer states when training).</source>
        <translation>单个检查点的大小（0 = 按任务推算：权重，训练时连同其优化器状态）。</translation>
    </message>
    <message>
        <source>Liger kernels (fused linear cross-entropy), on a framework that offers them.</source>
        <translation>Liger 内核（融合线性交叉熵），仅限提供该选项的框架。</translation>
    </message>
    <message>
        <source>Training framework: its loss, LoRA dropout, fp32 casts and checkpointing move the estimate.</source>
        <translation>训练框架：其损失实现、LoRA dropout、fp32 转换和检查点方式会改变估算。</translation>
    </message>
    <message>
        <source>Images per sample (per request when serving), for a vision-language model; their tokens are part of the sequence.</source>
        <translation>视觉语言模型每个样本（服务时为每个请求）的图像数；图像的 token 计入序列长度。</translation>
    </message>
    <message>
        <source>Pixels a side of each image as sent; the model&apos;s processor resizes it.</source>
        <translation>发送的每张图像的边长（像素）；模型的处理器会对其缩放。</translation>
    </message>
    <message>
        <source>Use the model&apos;s multi-token-prediction layers as a one-token speculative draft (vLLM method mtp, SGLang EAGLE on the built-in heads): their weights and cache are loaded, decoding takes fewer steps.</source>
        <translation>用模型自带的多 token 预测层做一个 token 的投机草稿（vLLM method mtp，SGLang 用内置头跑 EAGLE）：会加载这些层的权重和缓存，解码所需步数更少。</translation>
    </message>
    <message>
        <source>How internet egress is billed: per GB (traffic) or as a fixed bandwidth cap (bandwidth), where the provider offers it.</source>
        <translation>公网出流量的计费方式：按 GB 计费（traffic），或在云厂商提供时按固定带宽计费（bandwidth）。</translation>
    </message>
    <message>
        <source>Fixed-bandwidth cap in Mbps (0 = what carries the day&apos;s egress evenly over the hours used; set the peak rate for bursty traffic).</source>
        <translation>固定带宽值，单位 Mbps（0 = 能在使用时段内均匀传完每天出流量的带宽；流量突发时请填峰值速率）。</translation>
    </message>
    <message>
        <source>Object-storage class of the dataset, priced per GB-month with its read speed: standard, high-throughput (the data in a faster class, e.g. S3 Express One Zone) or an accelerator cache in front of the bucket (e.g. Alibaba&apos;s OSS accelerator). Providers without that class are priced at their standard one.</source>
        <translation>数据集所在的对象存储类型，按 GB·月计价并决定读取速度：标准、高吞吐（数据放在更快的存储类型中，如 S3 Express One Zone）或存储桶前的加速器缓存（如阿里云 OSS 加速器）。不提供该类型的云厂商按其标准存储计价。</translation>
    </message>
    <message>
        <source>Pack samples into full rows of the sequence length with the framework&apos;s own switch: no padding is computed, and without FlashAttention the mask that keeps the samples apart is held.</source>
        <translation>用框架自带的开关把样本打包成满序列长度的行：不再计算填充；不使用 FlashAttention 时，需保留区分各样本的掩码。</translation>
    </message>
    <message>
        <source>MoE over several GPUs: each GPU runs attention for its own requests and holds their KV cache, the experts are split whole over all of them (vLLM --data-parallel-size with --enable-expert-parallel, SGLang --dp with --enable-dp-attention). The attention layers are copied to every GPU; a multi-head latent cache, which tensor parallelism copies to every GPU, is then held once.</source>
        <translation>多卡 MoE：每张 GPU 为自己的请求计算注意力并保存它们的 KV 缓存，专家整块分布在所有 GPU 上（vLLM --data-parallel-size 加 --enable-expert-parallel，SGLang --dp 加 --enable-dp-attention）。注意力层在每张 GPU 上各有一份；多头潜在注意力的缓存在张量并行下每张 GPU 都复制一份，此时只存一份。</translation>
    </message>
    <message>
        <source>With data-parallel attention, how tokens reach the experts: default (vLLM&apos;s all-gather and reduce-scatter, SGLang&apos;s none: no buffer of their own), deepep_high_throughput or deepep_low_latency (DeepEP&apos;s kernels and the buffers they allocate on every GPU).</source>
        <translation>数据并行注意力下 token 如何到达专家：default（vLLM 的 all-gather 与 reduce-scatter，SGLang 的 none：不占专用缓冲区）、deepep_high_throughput 或 deepep_low_latency（DeepEP 的内核及其在每张 GPU 上分配的缓冲区）。</translation>
    </message>
    <message>
        <source>MoE: place whole experts on the GPUs instead of splitting each (vLLM --enable-expert-parallel, SGLang --ep-size). With the engines&apos; default back-ends no all-to-all buffer is allocated: vLLM holds one (DeepEP: 1 GiB or more per GPU) only with data-parallel attention, SGLang only with --moe-a2a-backend deepep. Training (ms-swift): Megatron-SWIFT&apos;s --expert_model_parallel_size over all the GPUs; the routed experts, their gradients and optimizer states are split, the rest is copied to every GPU and only its optimizer states are sharded (the distributed optimizer, ZeRO 1).</source>
        <translation>MoE：把完整的专家放到各 GPU 上，而不是拆分每个专家（vLLM --enable-expert-parallel，SGLang --ep-size）。使用引擎默认后端时不分配 all-to-all 缓冲区：vLLM 仅在数据并行注意力时分配（DeepEP：每块 GPU 1 GiB 或更多），SGLang 仅在 --moe-a2a-backend deepep 时分配。训练（ms-swift）：Megatron-SWIFT 的 --expert_model_parallel_size 覆盖全部 GPU；路由专家及其梯度和优化器状态被拆分，其余部分每块 GPU 各一份，只有其优化器状态被切分（分布式优化器，ZeRO 1）。</translation>
    </message>
    <message>
        <source>Number of GPUs (training: data parallel; serving: tensor parallel; transformers generate(): whole layers on each).</source>
        <translation>GPU 数量（训练：数据并行；推理服务：张量并行；transformers generate()：每块 GPU 放整层）。</translation>
    </message>
</context>
<context>
    <name>ga::ScenarioFile</name>
    <message>
        <source>this is a model&apos;s config.json, not a scenario: give it as the model (--config on the command line, File &gt; Open model config.json in the window)</source>
        <translation>这是模型的 config.json，不是场景：请将其作为模型指定（命令行中使用 --config，窗口中使用“文件 &gt; 打开模型 config.json”）</translation>
    </message>
    <message>
        <source>not a GPU Advisor scenario: none of its keys is a scenario field</source>
        <translation>不是 GPU Advisor 场景：其中没有任何键是场景字段</translation>
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
        <source>&lt;b&gt;Model&lt;/b&gt;</source>
        <translation>&lt;b&gt;模型&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Mixed precision keeps an FP32 master copy of the weights in the optimizer (ZeRO paper: 2+2+12 B/param); pure low precision keeps optimizer states in the weight dtype.</source>
        <translation>混合精度会在优化器中保留一份 FP32 主权重（ZeRO 论文：2+2+12 B/参数）；纯低精度则以权重的 dtype 保存优化器状态。</translation>
    </message>
    <message>
        <source> tok</source>
        <comment>tokens</comment>
        <translation> token</translation>
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
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
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
        <source>Hours</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoch 数</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>云盘</translation>
    </message>
    <message>
        <source>Disk class</source>
        <translation>云盘类型</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保留数</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>GETs</source>
        <translation>GET 请求</translation>
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
        <translation>%1 参数 · %2 层 · 隐藏维度 %3 · 注意力头 %4/%5 KV · 词表 %6</translation>
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
        <source>whole seq</source>
        <comment>prompt length: the whole sequence</comment>
        <translation>整个序列</translation>
    </message>
    <message>
        <source>Accum</source>
        <comment>gradient accumulation steps</comment>
        <translation>累积</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>by GPU</source>
        <comment>MFU: the published figure for each GPU generation</comment>
        <translation>按 GPU</translation>
    </message>
    <message>
        <source>Open a Hugging Face config.json (Ctrl+Shift+O)</source>
        <translation>打开 Hugging Face config.json（Ctrl+Shift+O）</translation>
    </message>
    <message>
        <source>For QLoRA the base is NF4.</source>
        <translation>QLoRA 的基座为 NF4。</translation>
    </message>
    <message>
        <source>Sequences per forward pass.</source>
        <translation>即每次前向传播的序列数。</translation>
    </message>
    <message>
        <source>Memory is unchanged; gradients cross the network once per step instead of once per micro-batch (ZeRO-0/1), so scaling improves.</source>
        <translation>显存不变；梯度每步只经网络传输一次，而不是每个微批一次（ZeRO-0/1），因此扩展效率更高。</translation>
    </message>
    <message>
        <source>This is the prefill; the rest of the sequence is generated.</source>
        <translation>这就是 prefill 阶段；序列的其余部分由生成得到。</translation>
    </message>
    <message>
        <source>It keeps no s×s score matrix.</source>
        <translation>它不保存 s×s 分数矩阵。</translation>
    </message>
    <message>
        <source>Entered here in billions.</source>
        <translation>此处以十亿（B）为单位输入。</translation>
    </message>
    <message>
        <source>Providers that do not offer it are priced with their default class.</source>
        <translation>不提供该类型的云厂商按其默认类型计价。</translation>
    </message>
    <message>
        <source>Auto = the trained weights in 16-bit.</source>
        <translation>自动 = 以 16 位存储的训练权重大小。</translation>
    </message>
    <message>
        <source>Weights, logs, UI traffic.</source>
        <translation>包括权重、日志、界面访问流量。</translation>
    </message>
    <message>
        <source>&quot;by GPU&quot; uses the published figure for each GPU generation (Pascal to Blackwell; hover a run time for its source); set a number to use it for every GPU.</source>
        <translation>“按 GPU”使用各 GPU 代际的公开数据（Pascal 到 Blackwell；鼠标悬停在运行时间上可查看来源）；设置一个数值则对所有 GPU 使用该值。</translation>
    </message>
    <message>
        <source>%1% is the usual rule.</source>
        <translation>通常取 %1%。</translation>
    </message>
    <message>
        <source> · checkpoint: %1</source>
        <translation> · 检查点：%1</translation>
    </message>
    <message>
        <source> · checkpoint files: %1 GB in %2 shards (safetensors index)</source>
        <translation> · 检查点文件：%1 GB，%2 个分片（safetensors 索引）</translation>
    </message>
    <message>
        <source>vLLM, SGLang and llama.cpp are modelled from their own code: the share of the GPU they take, the KV cache they fit into it and the requests it holds.</source>
        <translation>vLLM、SGLang 和 llama.cpp 按其源码建模：它们占用的 GPU 显存比例、能放下的 KV 缓存以及可承载的请求数。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no latency target</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>default</source>
        <comment>the engine&apos;s own default</comment>
        <translation>默认</translation>
    </message>
    <message>
        <source>model&apos;s</source>
        <comment>the model&apos;s own context length</comment>
        <translation>模型自带</translation>
    </message>
    <message>
        <source>all</source>
        <comment>every layer on the GPU</comment>
        <translation>全部</translation>
    </message>
    <message>
        <source>&amp;Users</source>
        <comment>simultaneous requests</comment>
        <translation>并发数(&amp;U)</translation>
    </message>
    <message>
        <source>Max seqs</source>
        <comment>max_num_seqs</comment>
        <translation>最大序列数</translation>
    </message>
    <message>
        <source>Input</source>
        <comment>prompt tokens per request</comment>
        <translation>输入</translation>
    </message>
    <message>
        <source>Output</source>
        <comment>generated tokens per request</comment>
        <translation>输出</translation>
    </message>
    <message>
        <source>TTFT ≤</source>
        <comment>time-to-first-token target</comment>
        <translation>TTFT ≤</translation>
    </message>
    <message>
        <source>TPOT ≤</source>
        <comment>time-per-output-token target</comment>
        <translation>TPOT ≤</translation>
    </message>
    <message>
        <source>GPU share</source>
        <comment>gpu_memory_utilization</comment>
        <translation>显存占比</translation>
    </message>
    <message>
        <source>Max len</source>
        <comment>max_model_len</comment>
        <translation>最大长度</translation>
    </message>
    <message>
        <source>KV dtype</source>
        <translation>KV 类型</translation>
    </message>
    <message>
        <source>GGUF</source>
        <translation>GGUF</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <comment>llama.cpp -ngl</comment>
        <translation>GPU 层数</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <comment>MoE experts placed whole on the GPUs</comment>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <comment>inference engine</comment>
        <translation>推理引擎(&amp;N)</translation>
    </message>
    <message>
        <source>FP32</source>
        <comment>master weights</comment>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Mixed precision: an fp32 master copy of the weights (4 B per parameter) beside the 16-bit one the GPU computes with</source>
        <translation>混合精度：在 GPU 用于计算的 16 位权重之外，另存一份 fp32 主权重（每个参数 4 B）</translation>
    </message>
    <message>
        <source>None</source>
        <comment>master weights</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Pure low precision: the optimizer updates the 16-bit weights themselves, with no fp32 copy</source>
        <translation>纯低精度：优化器直接更新 16 位权重，不保留 fp32 副本</translation>
    </message>
    <message>
        <source>Framewor&amp;k</source>
        <comment>training framework</comment>
        <translation>训练框架(&amp;K)</translation>
    </message>
    <message>
        <source>Its fused linear cross-entropy never holds the whole logits (Liger-Kernel).</source>
        <translation>其融合线性交叉熵从不保存完整的 logits（Liger-Kernel）。</translation>
    </message>
    <message>
        <source>Liger</source>
        <comment>Liger kernels</comment>
        <translation>Liger</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <comment>gradient checkpointing</comment>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Each framework&apos;s entry lists what it changes and the code it is read from.</source>
        <translation>每个框架的条目列出它改变了什么，以及依据的代码。</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no images per sample</comment>
        <translation>无</translation>
    </message>
    <message>
        <source> px</source>
        <comment>pixels</comment>
        <translation> 像素</translation>
    </message>
    <message>
        <source>&amp;Images</source>
        <comment>images per sample</comment>
        <translation>图像(&amp;I)</translation>
    </message>
    <message>
        <source>Image size</source>
        <comment>pixels a side</comment>
        <translation>图像尺寸</translation>
    </message>
    <message>
        <source>MTP draft</source>
        <comment>speculative decoding with the model&apos;s multi-token-prediction layers</comment>
        <translation>MTP 投机解码</translation>
    </message>
    <message>
        <source>DeepSeek-V3 reports 85-90% of the drafted tokens accepted.</source>
        <translation>DeepSeek-V3 报告草稿 token 的接受率为 85–90%。</translation>
    </message>
    <message>
        <source> Mbps</source>
        <translation> Mbps</translation>
    </message>
    <message>
        <source>auto</source>
        <comment>bandwidth cap: derived from the egress</comment>
        <translation>自动</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>出流量计费</translation>
    </message>
    <message>
        <source>Fixed bandwidth buys the cap that carries the day&apos;s egress over the hours used; providers without such a price bill by traffic.</source>
        <translation>固定带宽按能在使用时段内传完每天出流量的带宽值购买；未提供该价格的云厂商按流量计费。</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>auto</source>
        <comment>checkpoint size: the trained weights</comment>
        <translation>自动</translation>
    </message>
    <message>
        <source>Storage</source>
        <comment>object storage class of the dataset</comment>
        <translation>存储</translation>
    </message>
    <message>
        <source>Packing</source>
        <comment>samples packed into full rows</comment>
        <translation>打包</translation>
    </message>
    <message>
        <source>All-to-all</source>
        <comment>how tokens reach the experts</comment>
        <translation>All-to-all</translation>
    </message>
    <message>
        <source>DP attention</source>
        <comment>data-parallel attention: each GPU its own requests</comment>
        <translation>DP 注意力</translation>
    </message>
    <message>
        <source>Presets of about this size, with their exact shapes: %1.</source>
        <translation>这个规模的预设模型（形状精确）：%1。</translation>
    </message>
</context>
<context>
    <name>ga::Serving</name>
    <message>
        <source>vLLM: gpu_memory_utilization 0.92 (0.9 before v0.25; docs.vllm.ai engine arguments), block size 16 (vllm/config/cache.py); `vllm serve` schedules 8,192 tokens and 1,024 requests per step on GPUs of 70 GiB and more other than the A100, else 2,048 and 256 (vllm/engine/arg_utils.py get_batch_defaults).</source>
        <translation>vLLM：gpu_memory_utilization 0.92（v0.25 之前为 0.9；docs.vllm.ai 引擎参数），block size 16（vllm/config/cache.py）；`vllm serve` 在 70 GiB 及以上且非 A100 的 GPU 上每步调度 8,192 个 token 和 1,024 个请求，其余为 2,048 和 256（vllm/engine/arg_utils.py get_batch_defaults）。</translation>
    </message>
    <message>
        <source>SGLang: mem_fraction_static = (GPU − reserve) ÷ GPU with a reserve of 512 MiB + 1.5 × the chunked prefill size + 2 × the largest CUDA-graph batch + TP ÷ 8 GiB, at least 10 GiB above 60 GiB; chunked prefill 2,048 to 16,384 tokens by GPU memory (python/sglang/srt/server_args.py _handle_gpu_memory_settings).</source>
        <translation>SGLang：mem_fraction_static = (GPU − 预留) ÷ GPU，预留 = 512 MiB + 1.5 × chunked prefill 大小 + 2 × 最大 CUDA Graph 批大小 + TP ÷ 8 GiB，60 GiB 以上至少 10 GiB；chunked prefill 按 GPU 显存取 2,048 到 16,384 个 token（python/sglang/srt/server_args.py _handle_gpu_memory_settings）。</translation>
    </message>
    <message>
        <source>llama.cpp: f16 KV cache, micro-batch 512, one slot (common/common.h).</source>
        <translation>llama.cpp：f16 KV 缓存，微批 512，一个槽位（common/common.h）。</translation>
    </message>
    <message>
        <source>%1: %2 bits per weight over the whole file (llama.cpp examples/quantize README, Llama 2 7B; Q4_0 from quantize.cpp QUANT_OPTIONS, Llama-3-8B; Q8_0 = 34 bytes per 32 weights)</source>
        <translation>%1：整个文件每权重 %2 位（llama.cpp examples/quantize README，Llama 2 7B；Q4_0 来自 quantize.cpp QUANT_OPTIONS，Llama-3-8B；Q8_0 = 每 32 个权重 34 字节）</translation>
    </message>
    <message>
        <source>transformers generate() has no KV pool</source>
        <translation>transformers generate() 没有 KV 内存池</translation>
    </message>
    <message>
        <source>the weights and the engine&apos;s own memory (%1 GiB) exceed its %2 GiB share of the GPU</source>
        <translation>权重和引擎自身占用（%1 GiB）超出了它在 GPU 上的 %2 GiB 份额</translation>
    </message>
    <message>
        <source>a context of %1 tokens per slot does not fit beside the weights</source>
        <translation>每个槽位 %1 token 的上下文放不进权重之外的剩余显存</translation>
    </message>
    <message>
        <source>the KV pool holds %1 tokens, fewer than one request of %2</source>
        <translation>KV 内存池只能容纳 %1 个 token，少于一个 %2 token 的请求</translation>
    </message>
    <message>
        <source>the KV pool (%1 GiB) cannot hold one request of %2 tokens</source>
        <translation>KV 内存池（%1 GiB）容纳不下一个 %2 token 的请求</translation>
    </message>
    <message>
        <source>the KV pool holds at most %1 tokens per request, fewer than the workload&apos;s %2</source>
        <translation>KV 内存池每个请求最多容纳 %1 个 token，少于工作负载的 %2</translation>
    </message>
    <message>
        <source>%1 GiB × %2</source>
        <translation>%1 GiB × %2</translation>
    </message>
    <message>
        <source>KV = %1 − weights %2 − profiling peak %3 − memory outside PyTorch %4 = %5 GiB; %6 tokens in blocks of %7; %8 requests of %9 tokens</source>
        <translation>KV = %1 − 权重 %2 − profiling 峰值 %3 − PyTorch 之外的显存 %4 = %5 GiB；%6 个 token，每块 %7 个；可同时容纳 %8 个 %9 token 的请求</translation>
    </message>
    <message>
        <source>KV = %1 × (GPU − CUDA context and NCCL %2) − weights %3 = %4 GiB; %5 tokens at %6 bytes each</source>
        <translation>KV = %1 × (GPU − CUDA 上下文和 NCCL %2) − 权重 %3 = %4 GiB；%5 个 token，每个 %6 字节</translation>
    </message>
    <message>
        <source>KV = %1 slot(s) × %2 tokens × %3 bytes = %4 GiB beside weights %5, compute buffer %6 and context %7 on %8 GiB</source>
        <translation>KV = %1 个槽位 × %2 token × %3 字节 = %4 GiB，另有权重 %5、计算缓冲区 %6 和上下文 %7，共 %8 GiB</translation>
    </message>
    <message>
        <source>vLLM V1: vllm/v1/worker/gpu_worker.py determine_available_memory (total × gpu_memory_utilization − weights − profiling peak − non-torch − CUDA graphs), vllm/v1/core/kv_cache_utils.py (blocks, KV cache groups, maximum concurrency), vllm/config/model.py get_num_kv_heads (max(1, kv_heads ÷ TP); MLA: one latent).</source>
        <translation>vLLM V1：vllm/v1/worker/gpu_worker.py determine_available_memory（总显存 × gpu_memory_utilization − 权重 − profiling 峰值 − 非 torch 显存 − CUDA Graph），vllm/v1/core/kv_cache_utils.py（block、KV 缓存分组、最大并发），vllm/config/model.py get_num_kv_heads（max(1, kv_heads ÷ TP)；MLA：一个 latent）。</translation>
    </message>
    <message>
        <source>SGLang: model_runner profile_max_num_token (free memory × mem_fraction_static − weights) ÷ cell size (2 × KV heads × head_dim × layers × bytes; MLA: kv_lora_rank + rope dim), server_args.py defaults.</source>
        <translation>SGLang：model_runner profile_max_num_token（空闲显存 × mem_fraction_static − 权重）÷ 每 token 大小（2 × KV 头数 × head_dim × 层数 × 字节；MLA：kv_lora_rank + rope 维度），server_args.py 默认值。</translation>
    </message>
    <message>
        <source>llama.cpp: -ngl offloads the last layers and their KV cache (llama-model.cpp), cache types f16/q8_0/q4_0 (ggml block sizes), GGUF bits per weight from llama.cpp&apos;s quantize README.</source>
        <translation>llama.cpp：-ngl 卸载最后若干层及其 KV 缓存（llama-model.cpp），缓存类型 f16/q8_0/q4_0（ggml block 大小），GGUF 每权重位数来自 llama.cpp 的 quantize README。</translation>
    </message>
    <message>
        <source>; each step verifies the multi-token-prediction draft and yields %1 tokens a request, so TPOT is a step ÷ %1</source>
        <translation>；每步验证多 token 预测的草稿，每个请求产出 %1 个 token，因此 TPOT = 单步时间 ÷ %1</translation>
    </message>
    <message>
        <source>Decoding reads the weights and the KV cache once per step (Pope et al. 2022) at 72% of peak bandwidth on one GPU (PyTorch gpt-fast, 2023) and 60% with tensor parallelism (Databricks, 2023); prompts run at 60% of dense 16-bit TFLOPS and 35% of FP8 (NVIDIA TensorRT-LLM&apos;s first-token latencies, v0.5), chunked into the decode steps (Sarathi-Serve, Agrawal et al. 2024); tensor parallelism all-reduces twice per layer (Megatron-LM), and expert parallelism moves the same bytes (vLLM&apos;s default all2all, an all-gather and a reduce-scatter). A multi-token-prediction draft&apos;s second token is accepted 85% of the time (DeepSeek-V3 Technical Report §5.4.3: 85-90%, 1.8× the tokens per second).</source>
        <translation>decode 每步读取一次权重和 KV 缓存（Pope et al. 2022），单卡达到峰值带宽的 72%（PyTorch gpt-fast，2023），张量并行时为 60%（Databricks，2023）；提示词计算达到稠密 16 位 TFLOPS 的 60%、FP8 的 35%（NVIDIA TensorRT-LLM 首 token 延迟，v0.5），并以 chunked prefill 的方式穿插在 decode 步中（Sarathi-Serve，Agrawal et al. 2024）；张量并行每层做两次 all-reduce（Megatron-LM），专家并行传输的数据量相同（vLLM 默认的 all2all 后端：一次 all-gather 加一次 reduce-scatter）。多 token 预测草稿的第二个 token 有 85% 的时间被接受（DeepSeek-V3 技术报告 §5.4.3：85–90%，每秒 token 数为 1.8 倍）。</translation>
    </message>
    <message>
        <source>DeepEP runs more than %1 ranks only in whole groups of %1, not %2</source>
        <translation>DeepEP 超过 %1 个 rank 时只能以 %1 个为一组整组运行，不能是 %2 个</translation>
    </message>
    <message>
        <source>DeepEP needs the %1 routed experts split evenly over the %2 ranks</source>
        <translation>DeepEP 要求 %1 个路由专家能平均分到 %2 个 rank 上</translation>
    </message>
    <message>
        <source>DeepEP&apos;s high-throughput kernels have no configuration for %1 ranks (they run %2)</source>
        <translation>DeepEP 高吞吐内核没有 %1 个 rank 的配置（支持 %2）</translation>
    </message>
    <message>
        <source>DeepEP&apos;s low-latency kernels are built for hidden sizes 2048, 2560, 4096, 5120, 6144, 7168 and 8192, not %1</source>
        <translation>DeepEP 低延迟内核只编译了隐藏维度 2048、2560、4096、5120、6144、7168 和 8192，不支持 %1</translation>
    </message>
    <message>
        <source>DeepEP&apos;s buffers (%1 GiB) do not fit in the %2 GiB that mem_fraction_static %3 leaves beside the activations and CUDA graphs</source>
        <translation>DeepEP 缓冲区（%1 GiB）放不进 mem_fraction_static %3 在激活和 CUDA graph 之外留下的 %2 GiB</translation>
    </message>
    <message>
        <source>; per GPU: each of the %1 data-parallel ranks holds its own requests in its own pool</source>
        <translation>；按每张 GPU：%1 个数据并行 rank 各自在自己的池中保存自己的请求</translation>
    </message>
    <message>
        <source>data-parallel attention on %1 GPUs, experts split over them</source>
        <translation>%1 张 GPU 上的数据并行注意力，专家分布其上</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>TPOT = max(memory %1 ms, compute %2 ms with the other requests&apos; prompts spread over their %6 output tokens) + %9 %3 ms per step at %4 requests; TTFT = prompt %5 ms + one step; %7 replica(s) × %4 × %6 ÷ (TTFT + (%6 − 1) × TPOT) = %8 tokens/s</source>
        <translation>TPOT = max(显存 %1 ms，计算 %2 ms，其他请求的提示词分摊到其 %6 个输出 token 上) + %9 %3 ms（每步，%4 个请求）；TTFT = 提示词 %5 ms + 一步；%7 个副本 × %4 × %6 ÷ (TTFT + (%6 − 1) × TPOT) = %8 token/s</translation>
    </message>
    <message>
        <source>all-to-all to and from the experts, %1 requests a rank,</source>
        <translation>往返专家的 all-to-all（每 rank %1 个请求）</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
</context>
<context>
    <name>ga::ServingPanel</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Memory share</source>
        <translation>显存占比</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Activation peak</source>
        <translation>激活峰值</translation>
    </message>
    <message>
        <source>Outside PyTorch</source>
        <translation>PyTorch 之外</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>KV cache size</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <source>Max concurrency</source>
        <translation>最大并发</translation>
    </message>
    <message>
        <source>nvidia-smi shows</source>
        <translation>nvidia-smi 显示</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>TTFT / TPOT</source>
        <translation>TTFT / TPOT</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <source>Per M output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <source>Copy the engine&apos;s command line for the selected instance</source>
        <translation>复制所选实例的引擎启动命令</translation>
    </message>
    <message>
        <source>No instance to lay out: nothing in the catalog offers a GPU for this job.</source>
        <translation>没有可布局的实例：价格目录中没有能运行此任务的 GPU。</translation>
    </message>
    <message>
        <source>Choose the Inference method and an engine (vLLM, SGLang, llama.cpp) to see what the engine will print at start-up, the replicas a workload takes and its cost per million tokens.</source>
        <translation>选择“推理”方法和一个推理引擎（vLLM、SGLang、llama.cpp），即可查看引擎启动时会打印的数值、工作负载所需的副本数以及每百万 token 的成本。</translation>
    </message>
    <message>
        <source>does not start: %1</source>
        <translation>无法启动：%1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>%1× at %2 tokens%3</source>
        <translation>%2 token 时为 %1×%3</translation>
    </message>
    <message>
        <source> (the model&apos;s %1 capped to fit)</source>
        <translation>（模型的 %1 已截断以放得下）</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no figure</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 × %2 GPU(s), %3 request(s) each, on %4 instance(s)</source>
        <translation>%1 × %2 块 GPU，每个 %3 个请求，共 %4 个实例</translation>
    </message>
    <message>
        <source>%1 ms / %2 ms%3</source>
        <translation>%1 ms / %2 ms%3</translation>
    </message>
    <message>
        <source> (misses the target)</source>
        <translation>（未达到目标）</translation>
    </message>
    <message>
        <source>%1 (%2 a month)</source>
        <translation>%1（每月 %2）</translation>
    </message>
    <message>
        <source>Cop&amp;y command</source>
        <translation>复制命令(&amp;Y)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 on %2&lt;/b&gt; (%3), %4, per GPU%5</source>
        <translation>&lt;b&gt;%1 在 %2 上&lt;/b&gt;（%3），%4，每张 GPU%5</translation>
    </message>
</context>
<context>
    <name>ga::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
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
        <source>Check for newer prices once a week, in the background after start-up</source>
        <translation>启动后在后台每周检查一次新价格</translation>
    </message>
    <message>
        <source>System</source>
        <comment>appearance</comment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>appearance</comment>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>appearance</comment>
        <translation>深色</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Optional. Catalog &gt; Update prices first fetches a whole catalog from here over HTTPS (a GPU Advisor catalog in JSON, as a mirror serves it), then each provider&apos;s public price file.</source>
        <translation>可选。目录 &gt; 更新价格 会先通过 HTTPS 从这里获取完整目录（镜像提供的 GPU Advisor JSON 目录），再获取各云厂商公开的价格文件。</translation>
    </message>
    <message>
        <source>none: from where each is published</source>
        <translation>无：从各自的发布地址获取</translation>
    </message>
    <message>
        <source>Optional. Fetch the providers&apos; price files through this HTTPS mirror, where a network cannot reach where they are published (raw.githubusercontent.com). It serves each file under the path that `gpu-advisor catalog refresh --list --mirror URL` shows.</source>
        <translation>可选。当网络无法访问价格文件的发布地址（raw.githubusercontent.com）时，通过此 HTTPS 镜像获取各云厂商的价格文件。镜像按 `gpu-advisor catalog refresh --list --mirror URL` 显示的路径提供每个文件。</translation>
    </message>
    <message>
        <source>Whole catalog from</source>
        <translation>完整目录地址</translation>
    </message>
    <message>
        <source>Price files through</source>
        <translation>价格文件镜像</translation>
    </message>
</context>
<context>
    <name>ga::StackAccuracy</name>
    <message>
        <source>must be an array of frameworks</source>
        <translation>必须是框架数组</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>必须是 %1 之一</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1</source>
        <translation>必须是不小于 1 的整数</translation>
    </message>
    <message>
        <source>must be a share between -100 and 100</source>
        <translation>必须是 -100 到 100 之间的比例</translation>
    </message>
    <message>
        <source>no lean either way</source>
        <translation>无明显偏向</translation>
    </message>
    <message>
        <source>estimate %1% low</source>
        <translation>估算偏低 %1%</translation>
    </message>
    <message>
        <source>estimate %1% high</source>
        <translation>估算偏高 %1%</translation>
    </message>
    <message numerus="yes">
        <source>%1: median error %2% (%3) on %n published measurement(s) it was never fitted to</source>
        <translation>
            <numerusform>%1：在 %n 个从未用于拟合的公开实测上，误差中位数为 %2%（%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no published measurement checked yet; modelled from its code</source>
        <translation>%1：尚未核对公开实测；依据其代码建模</translation>
    </message>
    <message>
        <source>%1: the stack the estimate is calibrated on, each published source held out of the fit</source>
        <translation>%1：估算据以校准的框架，校准时逐一留出每个公开来源</translation>
    </message>
    <message>
        <source>Liger kernels on (%1): the output layer and the loss are fused.</source>
        <translation>已启用 Liger 内核（%1）：输出层与损失融合计算。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Packing on (%1): every row is a full sequence of samples, so no step computes padding.</source>
        <translation>已开启打包（%1）：每一行都是装满样本的完整序列，任何一步都不计算填充。</translation>
    </message>
    <message>
        <source>%1 with expert parallelism (%2): no published measurement checked yet; modelled from Megatron-LM&apos;s memory formula</source>
        <translation>%1 使用专家并行（%2）：尚未核对任何公开实测；按 Megatron-LM 的显存公式建模</translation>
    </message>
    <message>
        <source>Expert parallelism on (%1): each GPU holds its share of the routed experts with their fp32 gradients and states, and the rest of the model whole.</source>
        <translation>已开启专家并行（%1）：每块 GPU 存放其分到的路由专家及其 fp32 梯度和优化器状态，模型其余部分完整存放。</translation>
    </message>
</context>
<context>
    <name>ga::Stacks</name>
    <message>
        <source>Chunked cross-entropy on 16-bit logit chunks with no fp32 upcast: 4 B per logit.</source>
        <translation>在 16 位 logits 分块上计算交叉熵，不转为 fp32：每个 logit 4 B。</translation>
    </message>
    <message>
        <source>LoRA dropout 0.05 (its finetune/lora.py default): each adapted input keeps a dropped copy.</source>
        <translation>LoRA dropout 0.05（其 finetune/lora.py 默认值）：每个适配层的输入都保留一份 dropout 副本。</translation>
    </message>
    <message>
        <source>QLoRA through Lightning&apos;s BitsandbytesPrecision: every Linear is quantised, the output layer too, and nothing is cast to fp32.</source>
        <translation>QLoRA 通过 Lightning 的 BitsandbytesPrecision 实现：所有 Linear（包括输出层）都被量化，没有任何参数转为 fp32。</translation>
    </message>
    <message>
        <source>QLoRA: no PEFT prepare_model_for_kbit_training; only the LoRA weights are cast to fp32 (the layer norms too only with upcast_layernorm, off by default), so the residual stream stays 16-bit.</source>
        <translation>QLoRA：不调用 PEFT 的 prepare_model_for_kbit_training；只有 LoRA 权重转为 fp32（仅在开启 upcast_layernorm 时层归一化也转换，默认关闭），因此残差流保持 16 位。</translation>
    </message>
    <message>
        <source>Gradient checkpointing &quot;unsloth&quot; (its default, from 512 tokens): every layer&apos;s input but the last waits in pinned host RAM and comes back for its backward.</source>
        <translation>梯度检查点 &quot;unsloth&quot;（其默认值，512 token 起）：除最后一层外，每层的输入都存放在锁页主机内存中，反向时再取回。</translation>
    </message>
    <message>
        <source>Fused loss: the output layer and the loss run in chunks of at most 4 GiB of fp32 logits; the logits are never held whole.</source>
        <translation>融合损失：输出层与损失按每块最多 4 GiB 的 fp32 logits 分块计算；从不保存完整的 logits。</translation>
    </message>
    <message>
        <source>QLoRA: Unsloth&apos;s own preparation casts only the LoRA weights to fp32; the frozen norms, embeddings and output layer stay 16-bit.</source>
        <translation>QLoRA：Unsloth 自己的预处理只把 LoRA 权重转为 fp32；冻结的归一化层、嵌入层和输出层保持 16 位。</translation>
    </message>
    <message>
        <source>LoRA dropout 0.05 (ms-swift&apos;s default): each adapted input keeps a dropped copy and its mask.</source>
        <translation>LoRA dropout 0.05（ms-swift 默认值）：每个适配层的输入都保留一份 dropout 副本及其掩码。</translation>
    </message>
    <message>
        <source>QLoRA: no PEFT prepare_model_for_kbit_training, so the residual stream stays 16-bit.</source>
        <translation>QLoRA：不调用 PEFT 的 prepare_model_for_kbit_training，因此残差流保持 16 位。</translation>
    </message>
    <message>
        <source>Fused AdamW by default (optimizer: adamw_torch_fused): no foreach step temporaries.</source>
        <translation>默认使用融合 AdamW（optimizer: adamw_torch_fused）：没有 foreach 步骤的临时张量。</translation>
    </message>
    <message>
        <source>QLoRA under ZeRO-3: PEFT&apos;s prepare_model_for_kbit_training is skipped, so nothing is cast to fp32 (it runs otherwise, as with the default stack).</source>
        <translation>ZeRO-3 下的 QLoRA：跳过 PEFT 的 prepare_model_for_kbit_training，因此没有参数转为 fp32（其他情况下会调用，与默认框架相同）。</translation>
    </message>
    <message>
        <source>Chunked loss (CEWithChunkedOutputLoss, 8 chunks): the 16-bit logits are held whole and upcast one chunk at a time; with the saved fp32 log-softmax, 6 B per logit instead of 12.</source>
        <translation>分块损失（CEWithChunkedOutputLoss，8 块）：完整保存 16 位 logits，每次只把一块转为 fp32；加上保存的 fp32 log-softmax，每个 logit 6 B 而不是 12 B。</translation>
    </message>
    <message>
        <source>Fused AdamW (optimizer fused: True in its recipes): no foreach step temporaries.</source>
        <translation>融合 AdamW（其配方中 optimizer fused: True）：没有 foreach 步骤的临时张量。</translation>
    </message>
    <message>
        <source>QLoRA: torchao NF4 weights with no fp32 casts of the other parameters.</source>
        <translation>QLoRA：torchao NF4 权重，其他参数不转为 fp32。</translation>
    </message>
    <message>
        <source>Chunked loss (loss_type chunked_nll, the default from 1.7): the output layer and the loss run 256 tokens at a time in fp32, checkpointed; the logits are never held whole.</source>
        <translation>分块损失（loss_type chunked_nll，1.7 起为默认）：输出层与损失每次 256 个 token、以 fp32 带检查点计算；从不保存完整的 logits。</translation>
    </message>
    <message>
        <source>QLoRA: SFTTrainer calls no prepare_model_for_kbit_training (since 0.26), so nothing is cast to fp32.</source>
        <translation>QLoRA：SFTTrainer 不调用 prepare_model_for_kbit_training（0.26 起），因此没有参数转为 fp32。</translation>
    </message>
    <message>
        <source>QLoRA without PEFT&apos;s fp32 casts: the model is built in pure bf16.</source>
        <translation>QLoRA 不做 PEFT 的 fp32 转换：模型以纯 bf16 构建。</translation>
    </message>
    <message>
        <source>LoRA dropout 0.1 (its default): each adapted input keeps a dropped copy and its mask.</source>
        <translation>LoRA dropout 0.1（其默认值）：每个适配层的输入都保留一份 dropout 副本及其掩码。</translation>
    </message>
    <message>
        <source>ZeRO buckets at DeepSpeed&apos;s own defaults (reduce_bucket_size 500,000,000 elements) rather than Hugging Face&apos;s &quot;auto&quot; (hidden²).</source>
        <translation>ZeRO 通信桶使用 DeepSpeed 自身的默认值（reduce_bucket_size 500,000,000 个元素），而不是 Hugging Face 的 &quot;auto&quot;（hidden²）。</translation>
    </message>
    <message>
        <source>FusedAdam for an Adam or AdamW optimizer block: no foreach step temporaries.</source>
        <translation>Adam 或 AdamW 优化器配置使用 FusedAdam：没有 foreach 步骤的临时张量。</translation>
    </message>
    <message>
        <source>4-bit MoE: its bnb-4bit checkpoints quantise fused experts too (gpt-oss-20b loads in 12.8 GB on a T4).</source>
        <translation>4 位 MoE：其 bnb-4bit 检查点也会量化融合专家（gpt-oss-20b 在 T4 上加载后占 12.8 GB）。</translation>
    </message>
    <message>
        <source>its fine-tuning pads each batch to its longest sample (litgpt/data/base.py get_sft_collate_fn; Lightning-AI/litgpt 31e5fca, 2026-03-25) and has no option to pack</source>
        <translation>其微调把每个批次填充到批内最长样本（litgpt/data/base.py get_sft_collate_fn；Lightning-AI/litgpt 31e5fca，2026-03-25），没有打包选项</translation>
    </message>
    <message>
        <source>its train.py pads each batch to its longest sample (get_dataloader&apos;s collate_fn, pad_sequence; AnswerDotAI/fsdp_qlora 05ed9f2, 2024-06-13) and has no option to pack</source>
        <translation>其 train.py 把每个批次填充到批内最长样本（get_dataloader 的 collate_fn，pad_sequence；AnswerDotAI/fsdp_qlora 05ed9f2，2024-06-13），没有打包选项</translation>
    </message>
    <message>
        <source>DeepSpeed trains on the batches the training script&apos;s own DataLoader gives it: packing, if any, is that script&apos;s, so choose the framework whose switch it uses</source>
        <translation>DeepSpeed 训练的是训练脚本自己的 DataLoader 提供的批次：若有打包，也是该脚本自己的，请选择其打包开关所属的框架</translation>
    </message>
    <message>
        <source>Expert parallelism (Megatron-SWIFT): Megatron&apos;s cross-entropy, 6 B per logit; LoRA adapters in the model&apos;s dtype with their fp32 copy in the optimizer, one per routed expert on the expert&apos;s GPU.</source>
        <translation>专家并行（Megatron-SWIFT）：Megatron 的交叉熵，每个 logit 6 B；LoRA 适配器采用模型的数据类型，其 fp32 副本在优化器中；每个路由专家一个适配器，放在该专家所在的 GPU 上。</translation>
    </message>
    <message>
        <source>QLoRA: NF4 without double quantisation (quantize: bnb.nf4, as its QLoRA configs set it), quantised from fp16 while computing in bf16, so each dequantised matrix is held in both.</source>
        <translation>QLoRA：不带双重量化的 NF4（quantize: bnb.nf4，与其 QLoRA 配置一致），从 fp16 量化而以 bf16 计算，因此每个反量化的矩阵会以两种精度各持有一份。</translation>
    </message>
    <message>
        <source>Its own output layer: where the checkpoint ties it to the embedding (Gemma, Llama 3.2, Qwen2.5 up to 3B), the embedding is copied into a second vocabulary × hidden matrix.</source>
        <translation>独立的输出层：若检查点将输出层与词嵌入共享（Gemma、Llama 3.2、3B 及以下的 Qwen2.5），词嵌入会被复制为第二个“词表 × 隐藏维度”的矩阵。</translation>
    </message>
    <message>
        <source>bitsandbytes 0.42.0 (pinned until 2024-12-28): each 4-bit layer keeps its input for backward, on its autograd context, where backward does not free it.</source>
        <translation>bitsandbytes 0.42.0（固定到 2024-12-28）：每个 4-bit 层在其 autograd 上下文中保留输入供反向传播使用，反向传播不会释放它。</translation>
    </message>
    <message>
        <source>The training loop holds the last step&apos;s logits until the next forward returns, and so that step&apos;s 4-bit layer inputs: two steps&apos; worth at the peak.</source>
        <translation>训练循环会持有上一步的 logits 直到下一次前向返回，因此也持有那一步的 4-bit 层输入：峰值时是两步的量。</translation>
    </message>
    <message>
        <source>On several GPUs, FSDP wraps each block only (FSDPStrategy(auto_wrap_policy={Block})): the embedding and the output layer stay gathered in the root unit through the step, with a whole gradient when trained.</source>
        <translation>多 GPU 时，FSDP 只包装各个 Block（FSDPStrategy(auto_wrap_policy={Block})）：词嵌入和输出层在整个训练步中以聚合状态留在根单元里，参与训练时还带有完整梯度。</translation>
    </message>
    <message>
        <source>FSDP wraps the decoder layers and the LoRA layers only: the embedding and the output layer stay gathered in the root unit through the step.</source>
        <translation>FSDP 只包装解码器层和 LoRA 层：词嵌入和输出层在整个训练步中以聚合状态留在根单元里。</translation>
    </message>
</context>
<context>
    <name>ga::TencentApi</name>
    <message>
        <source>%1: empty</source>
        <translation>%1：为空</translation>
    </message>
    <message>
        <source>%1: %2 characters, more than a key has (%3)</source>
        <translation>%1：%2 个字符，超过密钥可能的长度（%3）</translation>
    </message>
    <message>
        <source>%1: has a space or a character that is not ASCII; copy it again from the console</source>
        <translation>%1：含有空格或非 ASCII 字符；请从控制台重新复制</translation>
    </message>
</context>
<context>
    <name>ga::TencentKeyDialog</name>
    <message>
        <source>Tencent Cloud API key</source>
        <translation>腾讯云 API 密钥</translation>
    </message>
    <message>
        <source>Tencent Cloud publishes no price file: its current prices come from its API, which answers only calls signed with an account&apos;s key. GPU Advisor asks it for the list prices of its GPU instances (DescribeZoneInstanceConfigInfos, read-only) in the mainland regions, and changes nothing in your account.&lt;br&gt;&lt;br&gt;Use a sub-user&apos;s key with read-only access to CVM (the policy QcloudCVMReadOnlyAccess), created under &lt;i&gt;Access Management &amp;gt; API Keys&lt;/i&gt; in Tencent Cloud&apos;s console. The key is kept in this computer&apos;s keyring, never in a file, and the SecretKey is only used to sign; it is never sent. Prices come in your account&apos;s currency: use an account of cloud.tencent.com (yuan).</source>
        <translation>腾讯云不发布价格文件：当前价格只能通过其 API 获取，而 API 只响应用账号密钥签名的调用。GPU Advisor 向它查询中国大陆各地域 GPU 实例的刊例价（DescribeZoneInstanceConfigInfos，只读），不会改动您账号中的任何内容。&lt;br&gt;&lt;br&gt;请使用只有 CVM 只读权限（策略 QcloudCVMReadOnlyAccess）的子用户密钥，可在腾讯云控制台的&lt;i&gt;访问管理 &amp;gt; API 密钥管理&lt;/i&gt;中创建。密钥保存在本机的系统钥匙串中，从不写入文件；SecretKey 只用于签名，从不发送。价格以账号的结算货币返回：请使用 cloud.tencent.com 的账号（人民币）。</translation>
    </message>
    <message>
        <source>AKID…</source>
        <comment>Tencent SecretId placeholder</comment>
        <translation>AKID…</translation>
    </message>
    <message>
        <source>SecretId:</source>
        <translation>SecretId：</translation>
    </message>
    <message>
        <source>SecretKey:</source>
        <translation>SecretKey：</translation>
    </message>
    <message>
        <source>Save in the keyring</source>
        <translation>存入钥匙串</translation>
    </message>
    <message>
        <source>Remove the stored key</source>
        <translation>删除已存的密钥</translation>
    </message>
    <message>
        <source>Skip Tencent Cloud</source>
        <translation>跳过腾讯云</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Storing in the keyring…</source>
        <translation>正在存入钥匙串…</translation>
    </message>
    <message>
        <source>Not stored: %1. GPU Advisor does not keep the key in a file instead; for the command line, set TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY.</source>
        <translation>未保存：%1。GPU Advisor 不会改为把密钥写入文件；命令行请设置 TENCENTCLOUD_SECRET_ID 和 TENCENTCLOUD_SECRET_KEY。</translation>
    </message>
    <message>
        <source>Not removed: %1.</source>
        <translation>未删除：%1。</translation>
    </message>
    <message>
        <source>The stored key was removed; Update prices skips Tencent Cloud until you save another.</source>
        <translation>已删除保存的密钥；在您保存新密钥之前，“更新价格”会跳过腾讯云。</translation>
    </message>
</context>
<context>
    <name>ga::TencentKeyStore</name>
    <message>
        <source>no system keyring is running (GNOME Keyring, KWallet or another Secret Service): %1</source>
        <translation>没有正在运行的系统钥匙串（GNOME Keyring、KWallet 或其他 Secret Service）：%1</translation>
    </message>
    <message>
        <source>access to the keyring was refused</source>
        <translation>访问钥匙串被拒绝</translation>
    </message>
    <message>
        <source>the keyring failed: %1</source>
        <translation>钥匙串出错：%1</translation>
    </message>
    <message>
        <source>the key stored in the keyring is damaged (%1); enter it again</source>
        <translation>钥匙串中保存的密钥已损坏（%1）；请重新输入</translation>
    </message>
</context>
<context>
    <name>ga::TencentPrices</name>
    <message>
        <source>missing: not an answer of Tencent Cloud&apos;s API</source>
        <translation>缺失：不是腾讯云 API 的响应</translation>
    </message>
    <message>
        <source>the API refused the call</source>
        <translation>API 拒绝了这次调用</translation>
    </message>
    <message>
        <source>missing or not an array</source>
        <translation>缺失或不是数组</translation>
    </message>
    <message>
        <source>is %1, not an object</source>
        <translation>是 %1，不是对象</translation>
    </message>
    <message>
        <source>List prices from Tencent Cloud&apos;s API (DescribeZoneInstanceConfigInfos) for your account, fetched %1: pay-as-you-go an hour and a one-month subscription, compute only.</source>
        <translation>来自腾讯云 API（DescribeZoneInstanceConfigInfos）针对您账号的刊例价，获取于 %1：按量计费每小时价格和包年包月一个月的价格，仅计算资源。</translation>
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
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
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
        <source>Run h</source>
        <translation>运行小时</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Advisories for the job:</source>
        <translation>该任务的建议：</translation>
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
        <translation>--out：请指定要写入的文件，如 --out %1</translation>
    </message>
    <message>
        <source>What your tools will show at the peak: nvidia-smi %1 GiB · torch.cuda.max_memory_reserved %2 GiB · torch.cuda.max_memory_allocated %3 GiB</source>
        <translation>峰值时工具将显示：nvidia-smi %1 GiB · torch.cuda.max_memory_reserved %2 GiB · torch.cuda.max_memory_allocated %3 GiB</translation>
    </message>
    <message>
        <source>Exchange rate, CNY per USD (default %1).</source>
        <translation>汇率，以 CNY/USD 计（默认 %1）。</translation>
    </message>
    <message>
        <source>Print JSON (the same as --format json).</source>
        <translation>输出 JSON（等同于 --format json）。</translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation>输出格式：table、json 或 csv。</translation>
    </message>
    <message>
        <source>--format: must be table, json or csv, got &apos;%1&apos;</source>
        <translation>--format：必须是 table、json 或 csv，实际为 &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <source>Nothing holds the job on %n GPU(s). The smallest configuration per GPU model:</source>
        <translation>
            <numerusform>用 %n 块 GPU 时没有放得下该任务的实例。各 GPU 型号的最小配置：</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 (%2 nodes)</source>
        <translation>%1 (%2 个节点)</translation>
    </message>
    <message>
        <source>Rerun with --gpus N --zero Z to see every instance at that configuration.</source>
        <translation>使用 --gpus N --zero Z 重新运行，可查看该配置下的所有实例。</translation>
    </message>
    <message>
        <source>Give up after this many seconds without data (default %1).</source>
        <translation>超过此秒数未收到数据则放弃（默认 %1）。</translation>
    </message>
    <message>
        <source>Write a bash script that checks a rented machine against the job: GPU model, count and memory, driver and CUDA, disk speed and space, vCPUs, RAM, RDMA.</source>
        <translation>生成一个 bash 脚本，对照任务要求检查租用的机器：GPU 型号、数量和显存，驱动和 CUDA，磁盘速度和空间，vCPU，内存，RDMA。</translation>
    </message>
    <message>
        <source>The instance rented, PROVIDER:TYPE[:REGION] as `gpu-advisor advise` lists it: its GPU model and count are checked too.</source>
        <translation>租用的实例，格式为 `gpu-advisor advise` 列出的 PROVIDER:TYPE[:REGION]：同时检查其 GPU 型号和数量。</translation>
    </message>
    <message>
        <source>The script to write, e.g. check.sh.</source>
        <translation>要写入的脚本，如 check.sh。</translation>
    </message>
    <message>
        <source>Size of the disk test in MiB, %1 to %2 (default %3); the script&apos;s own --disk-test-mb overrides it.</source>
        <translation>磁盘测试大小（MiB），%1 到 %2（默认 %3）；脚本自身的 --disk-test-mb 参数可覆盖此值。</translation>
    </message>
    <message>
        <source>--disk-test-mb: must be a whole number of MiB between %1 and %2, got &apos;%3&apos;</source>
        <translation>--disk-test-mb：必须是 %1 到 %2 之间的整数（MiB），实际为 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>unknown instance &apos;%1&apos;; `gpu-advisor advise` lists them as PROVIDER:TYPE:REGION</source>
        <translation>未知实例 &apos;%1&apos;；`gpu-advisor advise` 以 PROVIDER:TYPE:REGION 格式列出实例</translation>
    </message>
    <message>
        <source>warning: the job does not fit %1 (%2 GiB per GPU needed, %3 GiB usable); the script will fail its memory check.</source>
        <translation>警告：%1 放不下该任务（每块 GPU 需要 %2 GiB，可用 %3 GiB）；脚本的显存检查将不通过。</translation>
    </message>
    <message>
        <source>Wrote %1 for %2. Run it on the rented machine: bash %3 (--help lists its options).</source>
        <translation>已为 %2 写入 %1。请在租用的机器上运行：bash %3（--help 列出其选项）。</translation>
    </message>
    <message>
        <source>any instance</source>
        <translation>任意实例</translation>
    </message>
    <message>
        <source>Write the PDF report a manager can forward: what to rent, why, what it costs per year and per run, the risks, and the details behind them.</source>
        <translation>生成可供经理转发的 PDF 报告：租用什么、为什么、每年和单次运行的费用、风险以及背后的细节。</translation>
    </message>
    <message>
        <source>A saved scenario (*.gpuadvisor.json) to compare side by side with this one (repeatable, up to %1).</source>
        <translation>与当前场景并排对比的已保存场景（*.gpuadvisor.json；可重复指定，最多 %1 个）。</translation>
    </message>
    <message>
        <source>The PDF to write, e.g. report.pdf.</source>
        <translation>要写入的 PDF，如 report.pdf。</translation>
    </message>
    <message>
        <source>Language of the report: en or zh_CN (default en).</source>
        <translation>报告语言：en 或 zh_CN（默认 en）。</translation>
    </message>
    <message>
        <source>--lang: must be one of %1, got &apos;%2&apos;</source>
        <translation>--lang：必须是 %1 之一，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--compare: at most %1 scenarios, got %2</source>
        <translation>--compare：最多 %1 个场景，实际为 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>已写入 %1：共 %n 页。</numerusform>
        </translation>
    </message>
    <message>
        <source>the PDF report: what to rent, why, what it costs, the risks</source>
        <translation>PDF 报告：租用什么、为什么、费用、风险</translation>
    </message>
    <message>
        <source>a bash script that checks a rented machine against the job</source>
        <translation>对照任务要求检查租用机器的 bash 脚本</translation>
    </message>
    <message>
        <source>gpu-advisor: unknown option &apos;%1&apos; (options follow the verb)</source>
        <translation>gpu-advisor：未知选项 &apos;%1&apos;（选项应放在子命令之后）</translation>
    </message>
    <message>
        <source>Saved scenario (*.gpuadvisor.json) used as the base; flags override it.</source>
        <translation>作为基础的已保存场景（*.gpuadvisor.json）；命令行参数会覆盖其中的设置。</translation>
    </message>
    <message>
        <source>Turn off: %1</source>
        <translation>关闭：%1</translation>
    </message>
    <message>
        <source>the report needs a graphical application to draw its text</source>
        <translation>报告需要图形应用程序来绘制文字</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;: give one %2</source>
        <translation>意外的参数 &apos;%1&apos;：只能给出一个 %2</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>Add a catalog: GPU Advisor JSON, SkyPilot vms.csv or gpuhunt CSV. It is stored under the providers it holds (aws.json); `catalog imports` lists what is stored.</source>
        <translation>添加价格目录：GPU Advisor JSON、SkyPilot vms.csv 或 gpuhunt CSV。它按其包含的云厂商保存（如 aws.json）；`catalog imports` 列出已保存的内容。</translation>
    </message>
    <message>
        <source>Replace the stored imports of the same providers (without it, such an import is refused).</source>
        <translation>替换相同云厂商的已保存导入目录（不指定此项时，此类导入会被拒绝）。</translation>
    </message>
    <message>
        <source>. Give --replace to replace it, or remove it first with `gpu-advisor catalog imports remove NAME`</source>
        <translation>。请指定 --replace 进行替换，或先用 `gpu-advisor catalog imports remove NAME` 将其移除</translation>
    </message>
    <message>
        <source>Imported %1 (%2): %3 instances, %4 GPUs, %5 rows skipped; stored as %6</source>
        <translation>已导入 %1（%2）：%3 个实例，%4 种 GPU，跳过 %5 行；保存为 %6</translation>
    </message>
    <message>
        <source>Replaced %1</source>
        <translation>已替换 %1</translation>
    </message>
    <message>
        <source>Remove a stored import; the catalog in use loses its rows.</source>
        <translation>移除一个已保存的导入目录；当前使用的价格目录将失去其中的行。</translation>
    </message>
    <message>
        <source>The import&apos;s name as `catalog imports` lists it (aws, or aws.json).</source>
        <translation>导入目录的名称，与 `catalog imports` 列出的一致（aws 或 aws.json）。</translation>
    </message>
    <message>
        <source>The stored imports: what each holds, where it came from and when. `catalog imports remove NAME` removes one.</source>
        <translation>已保存的导入目录：各自包含的内容、来源和导入时间。`catalog imports remove NAME` 可移除其中一个。</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已移除 %1</translation>
    </message>
    <message>
        <source>No stored imports (in %1).</source>
        <translation>没有已保存的导入目录（位于 %1）。</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Imported from</source>
        <translation>导入来源</translation>
    </message>
    <message>
        <source>Imported on</source>
        <translation>导入日期</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <source>Stored imports in %1:</source>
        <translation>%1 中已保存的导入目录：</translation>
    </message>
    <message>
        <source>Catalog version, date, counts and sources. `catalog import FILE` adds a catalog, `catalog imports` lists the stored ones; `catalog refresh` fetches a newer one.</source>
        <translation>价格目录的版本、日期、数量和来源。`catalog import FILE` 添加价格目录，`catalog imports` 列出已保存的导入目录；`catalog refresh` 获取更新的价格目录。</translation>
    </message>
    <message>
        <source>catalog version, counts, sources; `catalog import FILE`, `catalog imports`, `catalog refresh`</source>
        <translation>价格目录版本、数量、来源；`catalog import FILE`、`catalog imports`、`catalog refresh`</translation>
    </message>
    <message>
        <source>gpu-advisor: the output could not be written to standard output (%1)</source>
        <translation>gpu-advisor：无法将输出写入标准输出（%1）</translation>
    </message>
    <message>
        <source>--%1: must be more than 0 and at most %2 seconds, got &apos;%3&apos;</source>
        <translation>--%1：必须大于 0 且不超过 %2 秒，实际为 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: %2 (%3 per year; %4: %5)</source>
        <translation>%1：%2（每年 %3；%4：%5）</translation>
    </message>
    <message>
        <source>Show money in %1.</source>
        <translation>以 %1 显示金额。</translation>
    </message>
    <message>
        <source>Only this provider (repeatable): %1.</source>
        <translation>仅限此云厂商（可重复指定）：%1。</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Weights in the checkpoint&apos;s own format: %1 (--precision overrides).</source>
        <translation>权重按检查点自身格式计算：%1（--precision 可覆盖）。</translation>
    </message>
    <message>
        <source>The checkpoint is stored as %1; estimated at %2 as --precision asks.</source>
        <translation>检查点以 %1 存储；按 --precision 要求以 %2 估算。</translation>
    </message>
    <message>
        <source>Hugging Face config.json of the model, or the model&apos;s folder. Read by what it is: %1; another decoder with the standard keys is estimated with a warning.</source>
        <translation>模型的 Hugging Face config.json，或模型所在文件夹。按架构读取：%1；其他带有标准字段的解码器会在给出警告后估算。</translation>
    </message>
    <message>
        <source>--gpu: unknown GPU &apos;%1&apos; (known: %2)</source>
        <translation>--gpu：未知 GPU &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>--gpu: no instance of the catalog offers &apos;%1&apos;</source>
        <translation>--gpu：价格目录中没有提供 &apos;%1&apos; 的实例</translation>
    </message>
    <message>
        <source>--region: no instance of the catalog is in a region named like &apos;%1&apos;</source>
        <translation>--region：价格目录中没有地域名称包含 &apos;%1&apos; 的实例</translation>
    </message>
    <message>
        <source>Only this GPU model, by its id as `gpu-advisor catalog --json` lists it (repeatable).</source>
        <translation>仅限此 GPU 型号，使用 `gpu-advisor catalog --json` 列出的 id（可重复指定）。</translation>
    </message>
    <message>
        <source>Only regions whose name contains this, any case: cn-, us-east (repeatable).</source>
        <translation>仅限名称包含此文本的地域，不区分大小写：如 cn-、us-east（可重复指定）。</translation>
    </message>
    <message>
        <source>GPU needed (engine takes %1%)</source>
        <translation>所需 GPU（引擎占 %1%）</translation>
    </message>
    <message>
        <source>%1 GiB ÷ %2: the whole workload on one replica</source>
        <translation>%1 GiB ÷ %2：整个工作负载放在一个副本上</translation>
    </message>
    <message>
        <source>Start-up figure</source>
        <translation>启动数值</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Memory share (gpu_memory_utilization)</source>
        <translation>显存占比（gpu_memory_utilization）</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Activation peak</source>
        <translation>激活峰值</translation>
    </message>
    <message>
        <source>Outside PyTorch (subtracted from the share)</source>
        <translation>PyTorch 之外（从份额中扣除）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>KV cache size</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>Maximum concurrency for %1 tokens per request</source>
        <translation>每请求 %1 token 时的最大并发</translation>
    </message>
    <message>
        <source>nvidia-smi will show</source>
        <translation>nvidia-smi 将显示</translation>
    </message>
    <message>
        <source>The model&apos;s context of %1 tokens does not fit the KV cache: --max-model-len is capped at %2.</source>
        <translation>模型的 %1 token 上下文放不进 KV 缓存：--max-model-len 截断为 %2。</translation>
    </message>
    <message>
        <source>The engine will not start: %1.</source>
        <translation>引擎将无法启动：%1。</translation>
    </message>
    <message>
        <source>Launch: %1</source>
        <translation>启动命令：%1</translation>
    </message>
    <message>
        <source>Size the job for this GPU, by its id as `gpu-advisor catalog --json` lists it: whether it fits, and with --engine vllm|sglang|llama.cpp what the engine will print at start-up.</source>
        <translation>按此 GPU 估算任务，GPU id 与 `gpu-advisor catalog --json` 列出的一致：是否放得下；配合 --engine vllm|sglang|llama.cpp 时给出引擎启动时会打印的数值。</translation>
    </message>
    <message>
        <source>Give --gpu ID for what the engine will print at start-up on that GPU.</source>
        <translation>加上 --gpu ID 可查看引擎在该 GPU 上启动时会打印的数值。</translation>
    </message>
    <message>
        <source>Fits on %1 (%2 GiB usable).</source>
        <translation>可放入 %1（可用 %2 GiB）。</translation>
    </message>
    <message>
        <source>Does not fit on %1 (%2 GiB usable).</source>
        <translation>放不下 %1（可用 %2 GiB）。</translation>
    </message>
    <message>
        <source>%1 of %2 instances start %3 with room for a request of %4 tokens; replicas carry the %5 requests; prices in %6, %7 billing, %8 h/day.</source>
        <translation>%2 个实例中有 %1 个可启动 %3，并能容纳一个 %4 token 的请求；%5 个请求由多个副本承载；价格单位 %6，%7计费，每天 %8 小时。</translation>
    </message>
    <message>
        <source>List the training frameworks (--stack ID): what each changes in the memory estimate, the code it is read from, and how close the estimate came to published measurements of it.</source>
        <translation>列出训练框架（--stack ID）：每个框架对显存估算的影响、依据的代码，以及估算与其公开实测的接近程度。</translation>
    </message>
    <message>
        <source>--liger: %1</source>
        <translation>--liger：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Use one with --stack ID; the independent check behind the errors is docs/independent-check.md.</source>
        <translation>用 --stack ID 选择框架；误差背后的独立核对见 docs/independent-check.md。</translation>
    </message>
    <message>
        <source>Write a file that launches the job as it was advised: a DeepSpeed config with the ZeRO stage, offload and buckets the estimate assumed, an accelerate FSDP config, a LLaMA-Factory training file, a torchrun script, a SkyPilot task for the instance, or the vLLM command.</source>
        <translation>生成按建议启动任务的文件：包含估算所假设的 ZeRO 阶段、卸载和通信桶大小的 DeepSpeed 配置、accelerate FSDP 配置、LLaMA-Factory 训练文件、torchrun 脚本、对应实例的 SkyPilot 任务，或 vLLM 命令。</translation>
    </message>
    <message>
        <source>The file to write: %1.</source>
        <translation>要生成的文件：%1。</translation>
    </message>
    <message>
        <source>The instance, PROVIDER:TYPE[:REGION] as `gpu-advisor advise` lists it (default: the recommended one).</source>
        <translation>实例，格式为 `gpu-advisor advise` 列出的 PROVIDER:TYPE[:REGION]（默认：推荐的实例）。</translation>
    </message>
    <message>
        <source>The file to write, e.g. %1.</source>
        <translation>要写入的文件，如 %1。</translation>
    </message>
    <message>
        <source>--format: must be one of %1, got &apos;%2&apos;</source>
        <translation>--format：必须是 %1 之一，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Wrote %1: %2.</source>
        <translation>已写入 %1：%2。</translation>
    </message>
    <message>
        <source>a launch file: DeepSpeed, accelerate FSDP, LLaMA-Factory, torchrun, SkyPilot, vLLM</source>
        <translation>启动文件：DeepSpeed、accelerate FSDP、LLaMA-Factory、torchrun、SkyPilot、vLLM</translation>
    </message>
    <message>
        <source>list the training frameworks and what each changes in memory</source>
        <translation>列出训练框架及其对显存的影响</translation>
    </message>
    <message numerus="yes">
        <source>* a price more than %1 months old (%n instance(s) of the catalog); its date is the row&apos;s as_of in --json. Catalog &gt; Update prices or `gpu-advisor catalog refresh` fetches newer ones.</source>
        <translation>
            <numerusform>* 价格已超过 %1 个月（价格目录中有 %n 个实例）；其日期见 --json 中该行的 as_of。通过“价格目录 &gt; 更新价格”或 `gpu-advisor catalog refresh` 获取更新的价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>发布者</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Published at</source>
        <translation>发布地址</translation>
    </message>
    <message>
        <source>Fetched through the mirror:</source>
        <translation>经镜像获取：</translation>
    </message>
    <message>
        <source>Fetch fresh prices: each provider&apos;s public price file (`--list` shows them) and, when an address is set in Preferences, a whole catalog, the document `gpu-advisor catalog --json` prints. A provider&apos;s prices replace its earlier ones; a whole catalog replaces the one in use only when its as_of is newer. A step that fails keeps what it would have replaced.</source>
        <translation>获取最新价格：各云厂商公开的价格文件（`--list` 列出），以及在首选项中设置了地址时的完整目录（即 `gpu-advisor catalog --json` 输出的文档）。云厂商的价格替换其之前的价格；完整目录仅在其 as_of 更新时才替换当前目录。失败的步骤保留原有内容。</translation>
    </message>
    <message>
        <source>Fetch only the whole catalog served here (HTTPS).</source>
        <translation>只获取此处提供的完整目录（HTTPS）。</translation>
    </message>
    <message>
        <source>Fetch only these providers&apos; price files, by the ids `--list` shows (comma-separated).</source>
        <translation>只获取这些云厂商的价格文件，使用 `--list` 显示的 id（逗号分隔）。</translation>
    </message>
    <message>
        <source>Fetch the price files through this mirror, which serves each under the path `--list` shows (default: the mirror set in Preferences, if any).</source>
        <translation>通过此镜像获取价格文件，镜像按 `--list` 显示的路径提供每个文件（默认：首选项中设置的镜像，如有）。</translation>
    </message>
    <message>
        <source>List the price files, their publishers, licences and addresses; fetch nothing.</source>
        <translation>列出价格文件及其发布者、许可证和地址；不获取任何内容。</translation>
    </message>
    <message>
        <source>Give up on a file when its download, redirects included, takes longer than this many seconds (default %1).</source>
        <translation>单个文件的下载（含重定向）超过此秒数即放弃（默认 %1）。</translation>
    </message>
    <message>
        <source>the mirror set in Preferences</source>
        <translation>首选项中设置的镜像</translation>
    </message>
    <message>
        <source>--url and --source: give one, a whole catalog or providers&apos; price files</source>
        <translation>--url 与 --source：只能给出一个，完整目录或云厂商价格文件</translation>
    </message>
    <message>
        <source>--url: empty</source>
        <translation>--url：为空</translation>
    </message>
    <message>
        <source>--source: no price file &quot;%1&quot;; there are: %2</source>
        <translation>--source：没有价格文件“%1”；可用的有：%2</translation>
    </message>
    <message>
        <source>--source: no id given</source>
        <translation>--source：未给出 id</translation>
    </message>
    <message>
        <source>the address set in Preferences %1: %2</source>
        <translation>首选项中设置的地址 %1：%2</translation>
    </message>
    <message>
        <source>--packing: %1</source>
        <translation>--packing：%1</translation>
    </message>
    <message>
        <source>%1 on %2 (%3 GiB), %4, per GPU:</source>
        <translation>%1 在 %2（%3 GiB）上，%4，每张 GPU：</translation>
    </message>
    <message>
        <source>--expert-parallel (an MoE model on N GPUs): %1</source>
        <translation>--expert-parallel（N 块 GPU 上的 MoE 模型）：%1</translation>
    </message>
    <message>
        <source>No packing switch: %1</source>
        <translation>没有打包开关：%1</translation>
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
        <translation>大于 %1 且不超过 %2</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <source>must be a whole number between %1 and %2, got %3</source>
        <translation>必须是介于 %1 和 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>must be a number %1, got %2</source>
        <translation>必须为数字（%1），实际为 %2</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: nested deeper than %2 levels</source>
        <translation>第 %1 字节处 JSON 无效：嵌套超过 %2 层</translation>
    </message>
</context>
</TS>
