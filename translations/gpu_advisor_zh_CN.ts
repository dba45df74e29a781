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
        <source>Fits with ZeRO-3 over its %1 GPUs: %2 GiB per GPU.</source>
        <translation>在其 %1 块 GPU 上用 ZeRO-3 切分后放得下：每块 GPU %2 GiB。</translation>
    </message>
    <message>
        <source>Fits with ZeRO-3 and CPU offload: %1 GiB per GPU, %2 GiB host RAM.</source>
        <translation>使用 ZeRO-3 并卸载到 CPU 后放得下：每块 GPU %1 GiB，主机内存 %2 GiB。</translation>
    </message>
</context>
<context>
    <name>ga::Advisories</name>
    <message>
        <source>Seed article &quot;GPU云服务器租用一年多少钱？AI模型训练选型避坑指南&quot; (its rules of thumb, checked here against the numbers shown).</source>
        <translation>参考文章《GPU云服务器租用一年多少钱？AI模型训练选型避坑指南》（其经验法则已在此对照所示数据核对）。</translation>
    </message>
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
        <source>Shard with ZeRO-3 (--zero 3) over more GPUs</source>
        <translation>用 ZeRO-3（--zero 3）切分到更多 GPU 上</translation>
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
        <source>Needs %1 GiB per GPU: more than the largest GPU in the catalog. %2.</source>
        <translation>每块 GPU 需要 %1 GiB，超过价格目录中最大的 GPU。%2。</translation>
    </message>
    <message>
        <source>budget %1 GiB &gt; %2 usable %3 GiB</source>
        <translation>显存预算 %1 GiB &gt; %2 可用 %3 GiB</translation>
    </message>
    <message>
        <source>Memory model (DESIGN.md §3); usable memory = nvidia-smi total of each GPU.</source>
        <translation>显存模型（DESIGN.md §3）；可用显存 = 各 GPU 的 nvidia-smi 总量。</translation>
    </message>
    <message>
        <source>Headroom of %1% is under 20%: allocator fragmentation and the longest batch can still run out of memory.</source>
        <translation>%1% 的余量低于 20%：分配器碎片和最长的批次仍可能导致显存不足。</translation>
    </message>
    <message>
        <source>headroom %1 &lt; 0.20</source>
        <translation>余量 %1 &lt; 0.20</translation>
    </message>
    <message>
        <source>Sequence length %1 exceeds the model&apos;s trained context of %2 tokens.</source>
        <translation>序列长度 %1 超过模型训练时的上下文长度（%2 个 token）。</translation>
    </message>
    <message>
        <source>seq %1 &gt; max_position_embeddings %2</source>
        <translation>序列长度 %1 &gt; max_position_embeddings %2</translation>
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
        <source>Reading training data from NAS/NFS adds milliseconds per file (the seed article quotes 15–40 ms) and stalls the DataLoader; stage the dataset to local NVMe or read object storage through a local cache.</source>
        <translation>从 NAS/NFS 读取训练数据时，每个文件会增加数毫秒延迟（参考文章给出 15–40 ms），并拖慢 DataLoader；请将数据集预先拷贝到本地 NVMe，或通过本地缓存读取对象存储。</translation>
    </message>
    <message>
        <source>data source: NAS/NFS</source>
        <translation>数据来源：NAS/NFS</translation>
    </message>
    <message>
        <source>Small-model training (&lt; 3B): the host should offer ≥ 8 vCPUs, ≥ 32 GiB RAM and a disk with ≥ 5,000 IOPS.</source>
        <translation>小模型训练（&lt; 3B）：主机应提供 ≥ 8 个 vCPU、≥ 32 GiB 内存，以及 ≥ 5,000 IOPS 的磁盘。</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 参数</translation>
    </message>
    <message>
        <source>Full fine-tuning of a 3–20B model: CPU ≥ 2.8 GHz, ≥ 64 GiB RAM, local NVMe, ≥ 10 Gbps network and RDMA across nodes.</source>
        <translation>3–20B 模型全参微调：CPU ≥ 2.8 GHz、内存 ≥ 64 GiB、本地 NVMe、网络 ≥ 10 Gbps，跨节点需 RDMA。</translation>
    </message>
    <message>
        <source>%1 parameters, full fine-tuning</source>
        <translation>%1 参数，全参微调</translation>
    </message>
    <message>
        <source>Pre-training or full training at 100B+: 80 GB-class GPUs, RDMA between nodes and GPUDirect Storage for checkpoints and data.</source>
        <translation>100B+ 规模的预训练或全量训练：需要 80 GB 级 GPU、节点间 RDMA，以及用于检查点和数据读写的 GPUDirect Storage。</translation>
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
        <source>Memory model (DESIGN.md §3); usable memory = nvidia-smi total (%1).</source>
        <translation>显存模型（DESIGN.md §3）；可用显存 = nvidia-smi 总量（%1）。</translation>
    </message>
    <message>
        <source>%1 has no Tensor Cores: FP16/BF16 matrix math gets no acceleration (FP16 runs at a fraction of FP32 on Pascal), so mixed precision brings no speed-up; plan on FP32 at %2 TFLOPS.</source>
        <translation>%1 没有 Tensor Core：FP16/BF16 矩阵运算得不到加速（Pascal 上 FP16 只有 FP32 速度的一小部分），混合精度不会带来提速；请按 FP32 的 %2 TFLOPS 估算。</translation>
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
        <source>precision bf16; %1 compute capability %2</source>
        <translation>精度 bf16；%1 计算能力 %2</translation>
    </message>
    <message>
        <source>NVIDIA Ampere architecture whitepaper (BF16 Tensor Cores from sm_80); PyTorch torch.cuda.is_bf16_supported().</source>
        <translation>NVIDIA Ampere 架构白皮书（BF16 Tensor Core 从 sm_80 开始）；PyTorch torch.cuda.is_bf16_supported()。</translation>
    </message>
    <message>
        <source>%1 GB/s %2 memory: bandwidth-bound kernels (attention, norms, optimizer step) run several times slower than on HBM GPUs (A100 80GB: 2,039 GB/s).</source>
        <translation>%1 GB/s 的 %2 显存：受带宽限制的算子（注意力、归一化、优化器步骤）比在 HBM GPU 上慢数倍（A100 80GB：2,039 GB/s）。</translation>
    </message>
    <message>
        <source>%1 GB/s %2 memory: token generation reads every weight per token, so decoding speed is bound by this bandwidth (A100 80GB: 2,039 GB/s).</source>
        <translation>%1 GB/s 的 %2 显存：每生成一个 token 都要读取全部权重，因此解码速度受限于此带宽（A100 80GB：2,039 GB/s）。</translation>
    </message>
    <message>
        <source>bandwidth %1 GB/s (%2)</source>
        <translation>带宽 %1 GB/s（%2）</translation>
    </message>
    <message>
        <source>GPU datasheets; roofline model (Williams et al. 2009).</source>
        <translation>GPU 数据手册；Roofline 模型（Williams et al. 2009）。</translation>
    </message>
    <message>
        <source>%1 is a consumer card: no ECC by default (bit flips in multi-day runs go unnoticed), no MIG, and NVIDIA&apos;s GeForce driver licence excludes data-centre deployment. Fine for short experiments, not for production fine-tuning.</source>
        <translation>%1 是消费级显卡：默认无 ECC（多日训练中的位翻转无法察觉），不支持 MIG，且 NVIDIA GeForce 驱动许可禁止在数据中心部署。适合短期实验，不适合生产环境微调。</translation>
    </message>
    <message>
        <source>consumer: yes; ECC: %1; MIG: %2</source>
        <translation>消费级：是；ECC：%1；MIG：%2</translation>
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
        <source>NVIDIA GeForce software licence (&quot;No Datacenter Deployment&quot;); GPU datasheet.</source>
        <translation>NVIDIA GeForce 软件许可（“No Datacenter Deployment”）；GPU 数据手册。</translation>
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
        <source>flash attention requested; sm_%1 &lt; sm_80</source>
        <translation>已请求 FlashAttention；sm_%1 &lt; sm_80</translation>
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
        <source>%1 GPUs without NVLink: every step all-reduces %2 GiB of gradients over PCIe (~25 GB/s per x16 Gen4 link vs 600 GB/s NVLink on A100).</source>
        <translation>%1 块 GPU 之间没有 NVLink：每一步都要通过 PCIe 对 %2 GiB 梯度做 all-reduce（每条 x16 Gen4 链路约 25 GB/s，而 A100 的 NVLink 为 600 GB/s）。</translation>
    </message>
    <message>
        <source>%1 GPUs without NVLink: tensor-parallel all-reduces go over PCIe.</source>
        <translation>%1 块 GPU 之间没有 NVLink：张量并行的 all-reduce 经由 PCIe。</translation>
    </message>
    <message>
        <source>NVLink: no; %1 GPUs per instance</source>
        <translation>NVLink：无；每个实例 %1 块 GPU</translation>
    </message>
    <message>
        <source>PCIe 4.0 x16 = 32 GB/s per direction; NVLink figures from GPU datasheets.</source>
        <translation>PCIe 4.0 x16 = 单向 32 GB/s；NVLink 数据来自 GPU 数据手册。</translation>
    </message>
    <message>
        <source>PCIe %1.0 x%2 per GPU: half the bandwidth of x16, so NCCL all-reduce across 4+ GPUs takes about twice as long.</source>
        <translation>每块 GPU 为 PCIe %1.0 x%2：带宽只有 x16 的一半，4 块及以上 GPU 的 NCCL all-reduce 耗时约为两倍。</translation>
    </message>
    <message>
        <source>PCIe Gen%1 x%2 ≈ %3 GB/s</source>
        <translation>PCIe Gen%1 x%2 ≈ %3 GB/s</translation>
    </message>
    <message>
        <source>%1 nodes without RDMA (InfiniBand/RoCE/EFA): gradient all-reduce crosses a %2 TCP network and multi-node scaling typically stays under 1.5×.</source>
        <translation>%1 个节点之间没有 RDMA（InfiniBand/RoCE/EFA）：梯度 all-reduce 需经过 %2 TCP 网络，多节点加速比通常不到 1.5 倍。</translation>
    </message>
    <message>
        <source>%1 Gbps</source>
        <translation>%1 Gbps</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>%1 nodes; RDMA: %2</source>
        <translation>%1 个节点；RDMA：%2</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>Scaling this full fine-tune beyond one instance needs RDMA, which this instance does not offer.</source>
        <translation>将此全参微调扩展到多个实例需要 RDMA，而该实例不提供。</translation>
    </message>
    <message>
        <source>RDMA: %1</source>
        <translation>RDMA：%1</translation>
    </message>
    <message>
        <source>%1 vCPUs: too few DataLoader workers to keep the GPU fed (the seed&apos;s floor is 8).</source>
        <translation>%1 个 vCPU：DataLoader worker 太少，无法持续为 GPU 供数（参考文章的下限为 8）。</translation>
    </message>
    <message>
        <source>vCPU %1 &lt; 8</source>
        <translation>vCPU %1 &lt; 8</translation>
    </message>
    <message>
        <source>CPU at %1 GHz: the seed asks for ≥ 2.8 GHz for 7–13B full fine-tuning (tokenisation, ZeRO CPU work).</source>
        <translation>CPU 主频 %1 GHz：参考文章要求 7–13B 全参微调使用 ≥ 2.8 GHz 的 CPU（分词、ZeRO 的 CPU 计算）。</translation>
    </message>
    <message>
        <source>CPU %1 GHz &lt; 2.8 GHz</source>
        <translation>CPU %1 GHz &lt; 2.8 GHz</translation>
    </message>
    <message>
        <source>%1 GiB RAM is under the %2 GiB this workload needs for DataLoader workers, pinned buffers and loading checkpoints.</source>
        <translation>%1 GiB 内存低于该负载所需的 %2 GiB（用于 DataLoader worker、锁页缓冲区和加载检查点）。</translation>
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
        <source>No local NVMe and cloud disks top out at %1 IOPS: below the 5,000 random-read IOPS the seed sets for training data and checkpoint writes.</source>
        <translation>没有本地 NVMe，云盘最高只有 %1 IOPS：低于参考文章为训练数据读取和检查点写入设定的 5,000 随机读 IOPS。</translation>
    </message>
    <message>
        <source>local NVMe: none; best disk %1 IOPS</source>
        <translation>本地 NVMe：无；最佳云盘 %1 IOPS</translation>
    </message>
    <message>
        <source>No local NVMe: checkpoints of %1 GB go to network disks; the seed recommends local NVMe for full fine-tuning.</source>
        <translation>没有本地 NVMe：%1 GB 的检查点需写入网络盘；参考文章建议全参微调使用本地 NVMe。</translation>
    </message>
    <message>
        <source>local NVMe: none</source>
        <translation>本地 NVMe：无</translation>
    </message>
    <message>
        <source>100B+ training reads data and writes %1 GB checkpoints; without GPUDirect Storage every byte passes through CPU memory.</source>
        <translation>100B+ 训练需要读取数据并写入 %1 GB 的检查点；没有 GPUDirect Storage 时，每个字节都要经过 CPU 内存。</translation>
    </message>
    <message>
        <source>GPUDirect Storage: %1</source>
        <translation>GPUDirect Storage：%1</translation>
    </message>
    <message>
        <source>%1 Gbps network: streaming a dataset from object storage needs about 8–10 Gbps to keep GPUs busy.</source>
        <translation>%1 Gbps 网络：从对象存储流式读取数据集约需 8–10 Gbps 才能让 GPU 保持满载。</translation>
    </message>
    <message>
        <source>network %1 Gbps &lt; 8 Gbps</source>
        <translation>网络 %1 Gbps &lt; 8 Gbps</translation>
    </message>
    <message>
        <source>Disk, egress and object storage are %1% of the yearly total, over the 35% the seed warns about: review data volumes and the disk class.</source>
        <translation>云盘、公网出流量和对象存储占年度总费用的 %1%，超过参考文章警示的 35%：请检查数据量和云盘类型。</translation>
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
        <source>see the provider&apos;s price components</source>
        <translation>见云厂商的价格构成</translation>
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
        <source>billing %1 → on-demand</source>
        <translation>计费方式 %1 → 按量计费</translation>
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
        <source>
Applies to %1.</source>
        <translation>
适用于 %1。</translation>
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
        <source>needs source and as_of</source>
        <translation>需要 source 和 as_of</translation>
    </message>
    <message>
        <source>estimated without a basis</source>
        <translation>标记为估算但没有给出依据（basis）</translation>
    </message>
    <message>
        <source>no TFLOPS figure</source>
        <translation>没有 TFLOPS 数据</translation>
    </message>
    <message>
        <source>Tensor-Core FP16 should exceed plain FP32</source>
        <translation>Tensor Core FP16 应高于普通 FP32</translation>
    </message>
    <message>
        <source>needs default (&quot;*&quot;) price components</source>
        <translation>需要默认（&quot;*&quot;）价格构成</translation>
    </message>
    <message>
        <source>unknown provider</source>
        <translation>未知的云厂商</translation>
    </message>
    <message>
        <source>unknown GPU id %1</source>
        <translation>未知的 GPU id %1</translation>
    </message>
    <message>
        <source>currency differs from the provider&apos;s</source>
        <translation>币种与云厂商的不一致</translation>
    </message>
    <message>
        <source>monthly above 744 pay-as-you-go hours</source>
        <translation>包月价格高于 744 小时按量计费的价格</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a lowercase id without spaces</source>
        <translation>必须是不含空格的小写 id</translation>
    </message>
    <message>
        <source>must be &quot;nvidia&quot; or &quot;amd&quot;</source>
        <translation>必须是 &quot;nvidia&quot; 或 &quot;amd&quot;</translation>
    </message>
    <message>
        <source>must be between 0 and 1024 GB, got %1</source>
        <translation>必须在 0 到 1024 GB 之间，实际为 %1</translation>
    </message>
    <message>
        <source>%1 MiB is implausible for a %2 GB card</source>
        <translation>对于 %2 GB 的显卡，%1 MiB 不合理</translation>
    </message>
    <message>
        <source>must be between 0 and 50,000 GB/s, got %1</source>
        <translation>必须在 0 到 50,000 GB/s 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be given when bf16 is true</source>
        <translation>bf16 为 true 时必须提供</translation>
    </message>
    <message>
        <source>%1 TFLOPS is implausible</source>
        <translation>%1 TFLOPS 不合理</translation>
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
        <source>more than 64 GPUs in one instance is implausible</source>
        <translation>单个实例超过 64 块 GPU 不合理</translation>
    </message>
    <message>
        <source>must be between 1 and 2048, got %1</source>
        <translation>必须在 1 到 2048 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be between 1 and 65536 GiB, got %1</source>
        <translation>必须在 1 到 65536 GiB 之间，实际为 %1</translation>
    </message>
    <message>
        <source>%1 Gbps is implausible</source>
        <translation>%1 Gbps 不合理</translation>
    </message>
    <message>
        <source>at least one price is needed</source>
        <translation>至少需要一个价格</translation>
    </message>
    <message>
        <source>%1 per hour is implausible</source>
        <translation>每小时 %1 不合理</translation>
    </message>
    <message>
        <source>%1 per month is implausible</source>
        <translation>每月 %1 不合理</translation>
    </message>
    <message>
        <source>%1 per year is implausible</source>
        <translation>每年 %1 不合理</translation>
    </message>
    <message>
        <source>must be an object with id, name, currency, source and as_of</source>
        <translation>必须是包含 id、name、currency、source 和 as_of 的对象</translation>
    </message>
    <message>
        <source>must be an ISO 4217 code such as CNY or USD</source>
        <translation>必须是 ISO 4217 币种代码，如 CNY 或 USD</translation>
    </message>
    <message>
        <source>must be a lowercase id without &apos;:&apos;</source>
        <translation>必须是不含 &apos;:&apos; 的小写 id</translation>
    </message>
    <message>
        <source>duplicate instance %1</source>
        <translation>重复的实例 %1</translation>
    </message>
</context>
<context>
    <name>ga::CatalogImport</name>
    <message>
        <source>&quot;%1&quot; is not a number between 0 and %2</source>
        <translation>&quot;%1&quot; 不是 0 到 %2 之间的数字</translation>
    </message>
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
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
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
        <source>larger than 256 MiB</source>
        <translation>大于 256 MiB</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>has a header but no data rows</source>
        <translation>只有表头，没有数据行</translation>
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
        <source>%1 is new: no disk, egress or storage prices, so yearly totals cover the instances only</source>
        <translation>%1 是新添加的：没有云盘、公网出流量或存储价格，因此年度总费用只包含实例</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>找不到文件</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
</context>
<context>
    <name>ga::CatalogStore</name>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>%1: %2 (skipped)</source>
        <translation>%1：%2（已跳过）</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>cannot be written (%1)</source>
        <translation>无法写入（%1）</translation>
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
</context>
<context>
    <name>ga::ComparisonModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
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
</context>
<context>
    <name>ga::Cost</name>
    <message>
        <source>must be USD or CNY, got %1</source>
        <translation>必须是 USD 或 CNY，实际为 %1</translation>
    </message>
    <message>
        <source>exchange rate must be between 0.5 and 50 CNY per USD, got %1</source>
        <translation>汇率必须在 0.5 到 50 人民币/美元之间，实际为 %1</translation>
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
        <source>%1 × %2 params × %3 tokens ÷ (%4 TFLOPS × %5 GPUs × MFU %6)</source>
        <translation>%1 × %2 参数 × %3 token ÷ (%4 TFLOPS × %5 块 GPU × MFU %6)</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020 (C ≈ 6ND); model FLOPs utilisation as in Chowdhery et al. 2022 (PaLM).</source>
        <translation>Kaplan et al. 2020（C ≈ 6ND）；模型 FLOPs 利用率（MFU）的定义见 Chowdhery et al. 2022（PaLM）。</translation>
    </message>
    <message>
        <source>%1 tokens ÷ batch %2 × max(memory %3 ms, compute %4 ms) per decode step</source>
        <translation>%1 token ÷ 批大小 %2 × 每个解码步 max(访存 %3 ms, 计算 %4 ms)</translation>
    </message>
    <message>
        <source>Decoding reads all weights per step (Pope et al. 2022); utilisation applied to bandwidth and compute.</source>
        <translation>解码每一步都读取全部权重（Pope et al. 2022）；利用率同时作用于带宽和算力。</translation>
    </message>
</context>
<context>
    <name>ga::CostChartModel</name>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
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
        <source>Run hours</source>
        <translation>训练时长（小时）</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>单次训练费用</translation>
    </message>
</context>
<context>
    <name>ga::CostChartsPanel</name>
    <message>
        <source>Cost per year by part</source>
        <translation>各部分年费用</translation>
    </message>
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
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>%1: %2 h, %3%4</source>
        <translation>%1：%2 小时，%3%4</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>每年费用（%1）</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>单次训练费用（%1）</translation>
    </message>
</context>
<context>
    <name>ga::InstancesModel</name>
    <message>
        <source>cheapest</source>
        <comment>pick</comment>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>best value</source>
        <comment>pick</comment>
        <translation>性价比最高</translation>
    </message>
    <message>
        <source>fastest</source>
        <comment>pick</comment>
        <translation>最快</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 fit</source>
        <translation>%1 — %3 个中有 %2 个放得下</translation>
    </message>
    <message>
        <source>, from %1 per year</source>
        <translation>，每年 %1 起</translation>
    </message>
    <message>
        <source>✔ fits</source>
        <translation>✔ 放得下</translation>
    </message>
    <message>
        <source>◐ with ZeRO</source>
        <translation>◐ 需 ZeRO</translation>
    </message>
    <message>
        <source>✖ no</source>
        <translation>✖ 放不下</translation>
    </message>
    <message>
        <source>%1 (%2 nodes)</source>
        <translation>%1（%2 个节点）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source> est.</source>
        <comment>estimated price</comment>
        <translation> 估算</translation>
    </message>
    <message>
        <source>Needs %1 GiB per GPU with headroom; %2 offers %3 GiB (nvidia-smi total).</source>
        <translation>含余量每块 GPU 需要 %1 GiB；%2 提供 %3 GiB（nvidia-smi 总量）。</translation>
    </message>
    <message>
        <source>Needs %1 GiB per GPU; %2 offers %3 GiB.</source>
        <translation>每块 GPU 需要 %1 GiB；%2 提供 %3 GiB。</translation>
    </message>
    <message>
        <source>Per GPU at %1 GPUs:</source>
        <translation>共 %1 块 GPU 时，每块 GPU：</translation>
    </message>
    <message>
        <source>
Total %1 GiB + %2% headroom</source>
        <translation>
合计 %1 GiB + %2% 余量</translation>
    </message>
    <message>
        <source>Instance %1 — %2
Disk %3 — %4
Egress %5 — %6
Object storage %7 — %8
Requests %9 — %10</source>
        <translation>实例 %1 — %2
云盘 %3 — %4
公网出流量 %5 — %6
对象存储 %7 — %8
请求 %9 — %10</translation>
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
    <message>
        <source>Memory each GPU must offer: estimate + headroom</source>
        <translation>每块 GPU 需提供的显存：估算值 + 余量</translation>
    </message>
    <message>
        <source>Instance + disk + egress + object storage + requests, per year</source>
        <translation>每年的实例 + 云盘 + 公网出流量 + 对象存储 + 请求费用</translation>
    </message>
    <message>
        <source>Hours for one run: training FLOPs ÷ (dense TFLOPS × GPUs × MFU)</source>
        <translation>一次训练的小时数：训练 FLOPs ÷ (稠密 TFLOPS × GPU 数 × MFU)</translation>
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
        <source>Region contains…</source>
        <translation>地域包含…</translation>
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
        <source>Fits only</source>
        <translation>仅显示放得下的</translation>
    </message>
    <message>
        <source>Hide instances whose GPUs cannot hold the job (Alt+F)</source>
        <translation>隐藏 GPU 放不下该任务的实例（Alt+F）</translation>
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
        <source>Open &amp;config.json…</source>
        <translation>打开 config.json(&amp;C)…</translation>
    </message>
    <message>
        <source>Open &amp;scenario…</source>
        <translation>打开场景(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Save scenario as…</source>
        <translation>场景另存为(&amp;S)…</translation>
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
        <source>S&amp;ettings</source>
        <translation>设置(&amp;E)</translation>
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
        <source>Catalog %1 · %2 instances · %3 providers · prices in %4</source>
        <translation>价格目录 %1 · %2 个实例 · %3 家云厂商 · 价格单位 %4</translation>
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
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>未导入任何内容。

%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n instance(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个实例</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>scenario.json</source>
        <translation>scenario.json</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>无法保存场景</translation>
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
        <source>%1 block params × %2 B (NF4 + double-quantised constants) + %3 embedding/norm params × 2 B</source>
        <translation>%1 个块参数 × %2 B（NF4 + 双重量化常数）+ %3 个嵌入/归一化参数 × 2 B</translation>
    </message>
    <message>
        <source>Dettmers et al. 2023, QLoRA §2: NF4 with double quantisation = 4.127 bit/param; bitsandbytes keeps embeddings and lm_head in 16-bit.</source>
        <translation>Dettmers et al. 2023，QLoRA §2：NF4 加双重量化 = 4.127 bit/参数；bitsandbytes 将嵌入层和 lm_head 保持为 16 位。</translation>
    </message>
    <message>
        <source>%1 block params × %2 + %3 embedding/norm params × 2 B (kept 16-bit)</source>
        <translation>%1 个块参数 × %2 + %3 个嵌入/归一化参数 × 2 B（保持 16 位）</translation>
    </message>
    <message>
        <source>Weight-only quantisation (GPTQ/AWQ int4 with a fp16 scale and 4-bit zero per 128 weights; LLM.int8; FP8) quantises the block matrices; embeddings and lm_head stay 16-bit.</source>
        <translation>仅权重量化（GPTQ/AWQ int4，每 128 个权重带一个 fp16 缩放因子和 4 位零点；LLM.int8；FP8）对块内矩阵进行量化；嵌入层和 lm_head 保持 16 位。</translation>
    </message>
    <message>
        <source>%1 params × %2 (%3)</source>
        <translation>%1 参数 × %2（%3）</translation>
    </message>
    <message>
        <source> → offloaded to host; 2 gathered layers on the GPU</source>
        <translation> → 卸载到主机；GPU 上保留 2 个已聚合的层</translation>
    </message>
    <message>
        <source>%1 of parameters per GPU live in host RAM (ZeRO-Infinity).</source>
        <translation>每块 GPU 有 %1 的参数存放在主机内存中（ZeRO-Infinity）。</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (ZeRO-3) + 2 gathered layers</source>
        <translation> ÷ %1 块 GPU（ZeRO-3）+ 2 个已聚合的层</translation>
    </message>
    <message>
        <source>ZeRO-3 partitions parameters over the data-parallel GPUs (Rajbhandari et al. 2020).</source>
        <translation>ZeRO-3 将参数切分到各数据并行 GPU 上（Rajbhandari et al. 2020）。</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (tensor parallel)</source>
        <translation> ÷ %1 块 GPU（张量并行）</translation>
    </message>
    <message>
        <source>Tensor parallelism splits every weight matrix over the GPUs (Shoeybi et al. 2019, Megatron-LM).</source>
        <translation>张量并行将每个权重矩阵拆分到多块 GPU 上（Shoeybi et al. 2019，Megatron-LM）。</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020, ZeRO §3: mixed-precision Adam keeps 2 (fp16 weights) + 2 (fp16 gradients) + 12 (fp32 master, momentum, variance) bytes per parameter; stage 1 partitions optimizer states, stage 2 also gradients, stage 3 also parameters.</source>
        <translation>Rajbhandari et al. 2020，ZeRO §3：混合精度 Adam 每个参数占 2（fp16 权重）+ 2（fp16 梯度）+ 12（fp32 主权重、动量、方差）字节；stage 1 切分优化器状态，stage 2 还切分梯度，stage 3 还切分参数。</translation>
    </message>
    <message>
        <source>r=%1 × (d_in + d_out) on %2, %3 layers = %4 params × %5</source>
        <translation>r=%1 × (d_in + d_out)，作用于 %2，%3 层 = %4 参数 × %5</translation>
    </message>
    <message>
        <source>Hu et al. 2021, LoRA: r × (d_in + d_out) parameters per adapted matrix; PEFT stores adapters in fp32 under mixed precision.</source>
        <translation>Hu et al. 2021，LoRA：每个适配矩阵有 r × (d_in + d_out) 个参数；混合精度下 PEFT 以 fp32 存储适配器。</translation>
    </message>
    <message>
        <source>no adapters for this method</source>
        <translation>该方法没有适配器</translation>
    </message>
    <message>
        <source>inference: no gradients</source>
        <translation>推理：无梯度</translation>
    </message>
    <message>
        <source>inference: no optimizer</source>
        <translation>推理：无优化器</translation>
    </message>
    <message>
        <source>%1 trainable params × %2</source>
        <translation>%1 可训练参数 × %2</translation>
    </message>
    <message>
        <source>%1 of gradients per GPU are offloaded to host RAM (ZeRO-Offload).</source>
        <translation>每块 GPU 有 %1 的梯度卸载到主机内存（ZeRO-Offload）。</translation>
    </message>
    <message>
        <source> → offloaded to host</source>
        <translation> → 卸载到主机</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs (ZeRO-%2)</source>
        <translation> ÷ %1 块 GPU（ZeRO-%2）</translation>
    </message>
    <message>
        <source>AdamW momentum + variance 2 × %1</source>
        <translation>AdamW 动量 + 方差 2 × %1</translation>
    </message>
    <message>
        <source>8-bit AdamW momentum + variance 2 × 1 B</source>
        <translation>8-bit AdamW 动量 + 方差 2 × 1 B</translation>
    </message>
    <message>
        <source>Dettmers et al. 2022, 8-bit Optimizers via Block-wise Quantization: 2 B/param.</source>
        <translation>Dettmers et al. 2022，8-bit Optimizers via Block-wise Quantization：2 B/参数。</translation>
    </message>
    <message>
        <source>Paged states can be evicted to host RAM under memory pressure; counted in full here.</source>
        <translation>分页状态在显存紧张时可被换出到主机内存；此处按全部计入。</translation>
    </message>
    <message>
        <source>SGD momentum %1</source>
        <translation>SGD 动量 %1</translation>
    </message>
    <message>
        <source>Adafactor factored second moment (rows + columns)</source>
        <translation>Adafactor 分解的二阶矩（行 + 列）</translation>
    </message>
    <message>
        <source>Shazeer &amp; Stern 2018, Adafactor: O(n + m) state per n × m matrix.</source>
        <translation>Shazeer &amp; Stern 2018，Adafactor：每个 n × m 矩阵的状态为 O(n + m)。</translation>
    </message>
    <message>
        <source>%1 params × (fp32 master 4 B + %2)</source>
        <translation>%1 参数 × (fp32 主权重 4 B + %2)</translation>
    </message>
    <message>
        <source>%1 params × %2</source>
        <translation>%1 参数 × %2</translation>
    </message>
    <message>
        <source>%1 of optimizer states per GPU live in host RAM (ZeRO-Offload, Ren et al. 2021).</source>
        <translation>每块 GPU 有 %1 的优化器状态存放在主机内存中（ZeRO-Offload，Ren et al. 2021）。</translation>
    </message>
    <message>
        <source>checkpointed: %1 layers × %2 (layer input) + one layer recomputed %3</source>
        <translation>梯度检查点：%1 层 × %2（层输入）+ 重计算一层 %3</translation>
    </message>
    <message>
        <source>%1 layers × %2 per layer (b=%3, s=%4, h=%5, %6)</source>
        <translation>%1 层 × 每层 %2（b=%3, s=%4, h=%5, %6）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022, §4.1: s·b·h·(34 + 5·a·s/h) bytes per layer at 16-bit, re-derived term by term for SwiGLU (4·i per token), grouped-query K/V and no dropout.</source>
        <translation>Korthikanti et al. 2022，§4.1：16 位下每层 s·b·h·(34 + 5·a·s/h) 字节，已针对 SwiGLU（每 token 4·i）、分组查询 K/V 和无 dropout 逐项重新推导。</translation>
    </message>
    <message>
        <source>FlashAttention keeps no s² score matrix (Dao et al. 2022).</source>
        <translation>FlashAttention 不保存 s² 的分数矩阵（Dao et al. 2022）。</translation>
    </message>
    <message>
        <source>Eager attention keeps the a·s² softmax scores per layer.</source>
        <translation>Eager 注意力每层保存 a·s² 的 softmax 分数。</translation>
    </message>
    <message>
        <source>Gradient checkpointing keeps each layer&apos;s input and recomputes one layer in backward (Chen et al. 2016).</source>
        <translation>梯度检查点只保存每层的输入，并在反向传播时重计算一层（Chen et al. 2016）。</translation>
    </message>
    <message>
        <source>Shape inferred from the parameter count.</source>
        <translation>模型结构由参数量推算。</translation>
    </message>
    <message>
        <source>prefill working set of one layer: b=%1 × s=%2 × (h, Q/K/V, 3 × intermediate) × %3 B</source>
        <translation>单层 prefill 工作集：b=%1 × s=%2 × (h, Q/K/V, 3 × intermediate) × %3 B</translation>
    </message>
    <message>
        <source>Inference keeps no activations across layers; the peak is one layer&apos;s temporaries during prefill.</source>
        <translation>推理时不在层间保留激活值；峰值为 prefill 阶段单层的临时张量。</translation>
    </message>
    <message>
        <source>b=%1 × s=%2 × vocab %3 × %4 (logits, fp32 upcast, log-softmax)</source>
        <translation>b=%1 × s=%2 × 词表 %3 × %4（logits、fp32 上转、log-softmax）</translation>
    </message>
    <message>
        <source>Hugging Face transformers&apos; causal-LM loss upcasts the logits to fp32 and cross-entropy saves the fp32 log-softmax; with 128k-152k vocabularies this rivals the activations.</source>
        <translation>Hugging Face transformers 的因果语言模型损失会把 logits 上转为 fp32，交叉熵还会保存 fp32 的 log-softmax；词表达到 128k–152k 时，这部分可与激活值相当。</translation>
    </message>
    <message>
        <source>b=%1 × vocab %2 × 4 B (last position, fp32)</source>
        <translation>b=%1 × 词表 %2 × 4 B（最后一个位置，fp32）</translation>
    </message>
    <message>
        <source>Generation computes fp32 logits for the last position only (vLLM, transformers ≥ 4.45).</source>
        <translation>生成时只计算最后一个位置的 fp32 logits（vLLM，transformers ≥ 4.45）。</translation>
    </message>
    <message>
        <source>2 × %1 layers × %2 KV heads × %3 head_dim × s=%4 × b=%5 × %6</source>
        <translation>2 × %1 层 × %2 个 KV 头 × %3 head_dim × s=%4 × b=%5 × %6</translation>
    </message>
    <message>
        <source> ÷ %1 GPUs</source>
        <translation> ÷ %1 块 GPU</translation>
    </message>
    <message>
        <source>Keys and values of every layer for every cached token (Pope et al. 2022; vLLM PagedAttention).</source>
        <translation>每一层中每个已缓存 token 的键和值（Pope et al. 2022；vLLM PagedAttention）。</translation>
    </message>
    <message>
        <source>training: no KV cache</source>
        <translation>训练：无 KV 缓存</translation>
    </message>
    <message>
        <source>CUDA context and cuBLAS workspace %1 + allocator fragmentation %2% of %3</source>
        <translation>CUDA 上下文和 cuBLAS 工作区 %1 + 分配器碎片（%3 的 %2%）</translation>
    </message>
    <message>
        <source>CUDA context with lazy module loading (CUDA ≥ 11.7); 1,343 MB with eager loading on a V100 (Hugging Face, Model training anatomy). PyTorch&apos;s caching allocator reserves a few per cent more than it allocates.</source>
        <translation>CUDA 上下文采用延迟模块加载（CUDA ≥ 11.7）；在 V100 上采用立即加载时为 1,343 MB（Hugging Face，Model training anatomy）。PyTorch 的缓存分配器会比实际分配多预留百分之几。</translation>
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
        <source>needs %1 GiB = %2 + %3% headroom, per GPU</source>
        <translation>每块 GPU 需要 %1 GiB = %2 + %3% 余量</translation>
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
        <source>No single GPU in the catalog has that much memory.</source>
        <translation>价格目录中没有任何单块 GPU 有这么多显存。</translation>
    </message>
    <message>
        <source>Smallest GPU that fits: %1 · %2 of %3 instances fit</source>
        <translation>放得下的最小 GPU：%1 · %3 个实例中有 %2 个放得下</translation>
    </message>
</context>
<context>
    <name>ga::ModelSpec</name>
    <message>
        <source>missing (required for model_type %1)</source>
        <translation>缺失（model_type %1 必需）</translation>
    </message>
    <message>
        <source>must be a positive integer, got %1</source>
        <translation>必须是正整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
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
        <source>file not found</source>
        <translation>找不到文件</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>is larger than 16 MiB; not a config.json</source>
        <translation>大于 16 MiB，不是 config.json</translation>
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
        <source>must be a positive integer or null</source>
        <translation>必须是正整数或 null</translation>
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
        <source>must be between 1 and 65536, got %1</source>
        <translation>必须在 1 到 65536 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be between 1 and 10,000,000 tokens, got %1</source>
        <translation>必须在 1 到 10,000,000 个 token 之间，实际为 %1</translation>
    </message>
    <message>
        <source>ZeRO stage must be 0, 1, 2 or 3, got %1</source>
        <translation>ZeRO stage 必须是 0、1、2 或 3，实际为 %1</translation>
    </message>
    <message>
        <source>must be between 0 and 4 (0.2 = 20%), got %1</source>
        <translation>必须在 0 到 4 之间（0.2 = 20%），实际为 %1</translation>
    </message>
    <message>
        <source>must be between 1 and 8192, got %1</source>
        <translation>必须在 1 到 8192 之间，实际为 %1</translation>
    </message>
    <message>
        <source>full fine-tuning trains in fp32, fp16 or bf16 (FP8 training keeps bf16 weights: choose bf16); %1 is for inference</source>
        <translation>全参微调使用 fp32、fp16 或 bf16 训练（FP8 训练会保留 bf16 权重：请选择 bf16）；%1 仅用于推理</translation>
    </message>
    <message>
        <source>LoRA keeps the base model in fp32, fp16, bf16 or int8; for a 4-bit base use --method qlora</source>
        <translation>LoRA 的基座模型可为 fp32、fp16、bf16 或 int8；4 位基座请使用 --method qlora</translation>
    </message>
    <message>
        <source>for QLoRA the base is always NF4; --precision sets the compute dtype (fp32, fp16 or bf16), got %1</source>
        <translation>QLoRA 的基座始终为 NF4；--precision 设置计算 dtype（fp32、fp16 或 bf16），实际为 %1</translation>
    </message>
    <message>
        <source>ZeRO applies to training; inference splits the model over --gpus with tensor parallelism</source>
        <translation>ZeRO 仅适用于训练；推理时通过张量并行将模型拆分到 --gpus 指定数量的 GPU 上</translation>
    </message>
    <message>
        <source>offload applies to training with ZeRO</source>
        <translation>卸载仅适用于使用 ZeRO 的训练</translation>
    </message>
    <message>
        <source>offloading the optimizer needs ZeRO stage 1, 2 or 3 (--zero)</source>
        <translation>卸载优化器需要 ZeRO stage 1、2 或 3（--zero）</translation>
    </message>
    <message>
        <source>offloading parameters needs ZeRO stage 3 (--zero 3)</source>
        <translation>卸载参数需要 ZeRO stage 3（--zero 3）</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 24, got %1</source>
        <translation>必须大于 0 且不超过 24，实际为 %1</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 366, got %1</source>
        <translation>必须大于 0 且不超过 366，实际为 %1</translation>
    </message>
    <message>
        <source>must be between 0 and 10^15, got %1</source>
        <translation>必须在 0 到 10^15 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be more than 0 and at most 10000, got %1</source>
        <translation>必须大于 0 且不超过 10000，实际为 %1</translation>
    </message>
    <message>
        <source>must be a number between 0 and 10^12, got %1</source>
        <translation>必须是 0 到 10^12 之间的数，实际为 %1</translation>
    </message>
    <message>
        <source>model FLOPs utilisation must be more than 0 and at most 1, got %1</source>
        <translation>模型 FLOPs 利用率必须大于 0 且不超过 1，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 不是 %2 之一</translation>
    </message>
    <message>
        <source>must be an integer, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>必须是数字，实际为 %1</translation>
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
        <source>%1 is not a preset id (see `gpu-advisor models`)</source>
        <translation>%1 不是预设 id（参见 `gpu-advisor models`）</translation>
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
        <source>must be a string</source>
        <translation>必须是字符串</translation>
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
        <source>Model FLOPs utilisation: 0.35–0.5 is typical for well-tuned training (PaLM paper).</source>
        <translation>模型 FLOPs 利用率（MFU）：调优良好的训练通常为 0.35–0.5（PaLM 论文）。</translation>
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
        <source>A new language applies the next time GPU Advisor starts.</source>
        <translation>新语言将在下次启动 GPU Advisor 时生效。</translation>
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
        <source>Print JSON (DESIGN.md §2).</source>
        <translation>输出 JSON（DESIGN.md §2）。</translation>
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
        <source>Exchange rate, CNY per USD (default 7.2).</source>
        <translation>汇率，人民币/美元（默认 7.2）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>best value</source>
        <translation>性价比最高</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
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
        <source>%1: the import would make the catalog invalid: %2</source>
        <translation>%1：导入后价格目录将无效：%2</translation>
    </message>
    <message>
        <source>Imported %1 (%2): %3 instances, %4 GPUs, %5 rows skipped; stored in %6</source>
        <translation>已导入 %1（%2）：%3 个实例，%4 种 GPU，跳过 %5 行；保存在 %6</translation>
    </message>
    <message>
        <source>Catalog version, date, counts and sources. `catalog import FILE` adds a catalog.</source>
        <translation>价格目录版本、日期、数量和来源。`catalog import FILE` 可添加价格目录。</translation>
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
        <source>catalog version, counts, sources; `catalog import FILE`</source>
        <translation>价格目录版本、数量、来源；`catalog import FILE`</translation>
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
        <source>Training method or inference.</source>
        <translation>训练方法或推理。</translation>
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
        <source>Sequence length in tokens.</source>
        <translation>序列长度（token 数）。</translation>
    </message>
    <message>
        <source>Enable gradient (activation) checkpointing.</source>
        <translation>启用梯度（激活值）检查点。</translation>
    </message>
    <message>
        <source>Disable gradient checkpointing.</source>
        <translation>禁用梯度检查点。</translation>
    </message>
    <message>
        <source>Use FlashAttention / memory-efficient attention (default).</source>
        <translation>使用 FlashAttention / memory-efficient attention（默认）。</translation>
    </message>
    <message>
        <source>Eager attention that keeps the s x s scores.</source>
        <translation>使用保存 s x s 分数的 eager 注意力。</translation>
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
        <source>Number of GPUs (data parallel; tensor parallel for inference).</source>
        <translation>GPU 数量（训练为数据并行；推理为张量并行）。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO stage.</source>
        <translation>DeepSpeed ZeRO stage。</translation>
    </message>
    <message>
        <source>ZeRO-Offload to host RAM.</source>
        <translation>ZeRO-Offload，卸载到主机内存。</translation>
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
        <translation>每天使用 GPU 的小时数（按量计费、竞价实例）。</translation>
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
        <translation>一次训练的 epoch 数。</translation>
    </message>
    <message>
        <source>Dataset size in object storage.</source>
        <translation>对象存储中的数据集大小。</translation>
    </message>
    <message>
        <source>Cloud disk per instance.</source>
        <translation>每个实例的云盘大小。</translation>
    </message>
    <message>
        <source>Cloud disk class (provider&apos;s id, e.g. gp3, essd-pl1).</source>
        <translation>云盘类型（云厂商的 id，如 gp3、essd-pl1）。</translation>
    </message>
    <message>
        <source>Checkpoint size (0 = derive from the model).</source>
        <translation>检查点大小（0 = 根据模型推算）。</translation>
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
        <source>Model FLOPs utilisation for run time.</source>
        <translation>用于估算运行时间的模型 FLOPs 利用率（MFU）。</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>找不到文件</translation>
    </message>
    <message>
        <source>larger than 16 MiB</source>
        <translation>大于 16 MiB</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>Saved scenario JSON used as the base; flags override it.</source>
        <translation>以保存的场景 JSON 为基础；命令行选项会覆盖其中的值。</translation>
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
        <source>must be a positive integer, got %1</source>
        <translation>必须是正整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be an integer &gt;= 0, got %1</source>
        <translation>必须是 &gt;= 0 的整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a number &gt;= 0, got %1</source>
        <translation>必须是 &gt;= 0 的数字，实际为 %1</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
    </message>
</context>
</TS>
