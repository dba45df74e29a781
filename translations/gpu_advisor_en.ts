<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ga::Advisories</name>
    <message numerus="yes">
        <source>Needs %1 GiB per GPU on %n GPU(s): no instance holds it as configured.</source>
        <translation>
            <numerusform>Needs %1 GiB per GPU on %n GPU: no instance holds it as configured.</numerusform>
            <numerusform>Needs %1 GiB per GPU on %n GPUs: no instance holds it as configured.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 vCPUs for %n GPU(s): under the %2 this job needs to keep the GPUs fed.</source>
        <translation>
            <numerusform>%1 vCPUs for %n GPU: under the %2 this job needs to keep the GPUs fed.</numerusform>
            <numerusform>%1 vCPUs for %n GPUs: under the %2 this job needs to keep the GPUs fed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No inference engine can split this model over %n GPU(s) by tensor parallelism: the memory and prices for that count describe a job that cannot start.</source>
        <translation>
            <numerusform>No inference engine can split this model over %n GPU by tensor parallelism: the memory and prices for that count describe a job that cannot start.</numerusform>
            <numerusform>No inference engine can split this model over %n GPUs by tensor parallelism: the memory and prices for that count describe a job that cannot start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A widely shared guide says disk, egress and object storage often take over 35% of the yearly cost; with this usage they take a median %1% (%2–%3%) over the %n priced instance(s). Check the usage figures (disk, traffic, stored data): they, not a fixed share, decide it.</source>
        <translation>
            <numerusform>A widely shared guide says disk, egress and object storage often take over 35% of the yearly cost; with this usage they take %1% (%2–%3%) on the %n priced instance. Check the usage figures (disk, traffic, stored data): they, not a fixed share, decide it.</numerusform>
            <numerusform>A widely shared guide says disk, egress and object storage often take over 35% of the yearly cost; with this usage they take a median %1% (%2–%3%) over the %n priced instances. Check the usage figures (disk, traffic, stored data): they, not a fixed share, decide it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::CatalogController</name>
    <message numerus="yes">
        <source> + %n import(s)</source>
        <translation>
            <numerusform> + %n import</numerusform>
            <numerusform> + %n imports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n price(s) over %1 months old</source>
        <translation>
            <numerusform> · %n price over %1 months old</numerusform>
            <numerusform> · %n prices over %1 months old</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n instance(s) from %1, stored as %2</source>
        <translation>
            <numerusform>Imported %n instance from %1, stored as %2</numerusform>
            <numerusform>Imported %n instances from %1, stored as %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::CatalogUpdater</name>
    <message numerus="yes">
        <source>Periodic price check: %n source(s) updated.</source>
        <translation>
            <numerusform>Periodic price check: %n source updated.</numerusform>
            <numerusform>Periodic price check: %n sources updated.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::ExportActions</name>
    <message numerus="yes">
        <source>Wrote %n instance(s) to %1</source>
        <translation>
            <numerusform>Wrote %n instance to %1</numerusform>
            <numerusform>Wrote %n instances to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>Wrote %1: %n page.</numerusform>
            <numerusform>Wrote %1: %n pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) into %1: %2.</source>
        <translation>
            <numerusform>Wrote %n file into %1: %2.</numerusform>
            <numerusform>Wrote %n files into %1: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n launch file(s) into %1</source>
        <translation>
            <numerusform>Wrote %n launch file into %1</numerusform>
            <numerusform>Wrote %n launch files into %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::InstancesModel</name>
    <message numerus="yes">
        <source> · %n more hidden by the filters</source>
        <translation>
            <numerusform> · %n more hidden by the filters</numerusform>
            <numerusform> · %n more hidden by the filters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Per GPU at %n GPU(s):</source>
        <translation>
            <numerusform>Per GPU at %n GPU:</numerusform>
            <numerusform>Per GPU at %n GPUs:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 per hour (%n instance(s))</source>
        <translation>
            <numerusform>%1 per hour (%n instance)</numerusform>
            <numerusform>%1 per hour (%n instances)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job runs on %n GPU(s)</source>
        <translation>
            <numerusform>The job runs on %n GPU</numerusform>
            <numerusform>The job runs on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> over %n instance(s)</source>
        <translation>
            <numerusform> over %n instance</numerusform>
            <numerusform> over %n instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
* This price is from %1, more than %n month(s) ago: check the provider&apos;s current price.</source>
        <translation>
            <numerusform>
* This price is from %1, more than %n month ago: check the provider&apos;s current price.</numerusform>
            <numerusform>
* This price is from %1, more than %n months ago: check the provider&apos;s current price.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job runs on %n GPU(s); %1 more are paid for and idle.</source>
        <translation>
            <numerusform>The job runs on %n GPU; %1 more are paid for and idle.</numerusform>
            <numerusform>The job runs on %n GPUs; %1 more are paid for and idle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instance + disk + egress + object storage + requests, per year; ~ marks an estimated price, * one more than %n month(s) old</source>
        <translation>
            <numerusform>Instance + disk + egress + object storage + requests, per year; ~ marks an estimated price, * one more than %n month old</numerusform>
            <numerusform>Instance + disk + egress + object storage + requests, per year; ~ marks an estimated price, * one more than %n months old</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n more with a critical problem</source>
        <translation>
            <numerusform>, %n more with a critical problem</numerusform>
            <numerusform>, %n more with a critical problem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) of %1 GPU(s), %2 request(s) each (at most %3 by the KV cache and max_num_seqs)</source>
        <translation>
            <numerusform>%n replica of %1 GPU(s), %2 request(s) each (at most %3 by the KV cache and max_num_seqs)</numerusform>
            <numerusform>%n replicas of %1 GPU(s), %2 request(s) each (at most %3 by the KV cache and max_num_seqs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::InstancesPanel</name>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n provider</numerusform>
            <numerusform>%n providers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::LaunchFiles</name>
    <message numerus="yes">
        <source>; instance %1 (%n node(s))</source>
        <translation>
            <numerusform>; instance %1 (%n node)</numerusform>
            <numerusform>; instance %1 (%n nodes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expert parallelism: the routed experts split over all %n GPU(s), the rest copied to each (Megatron-SWIFT).</source>
        <translation>
            <numerusform>Expert parallelism: the routed experts split over the %n GPU, the rest copied to it (Megatron-SWIFT).</numerusform>
            <numerusform>Expert parallelism: the routed experts split over all %n GPUs, the rest copied to each (Megatron-SWIFT).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::MainWindow</name>
    <message numerus="yes">
        <source>Use %n GPU(s)</source>
        <translation>
            <numerusform>Use %n GPU</numerusform>
            <numerusform>Use %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::Memory</name>
    <message numerus="yes">
        <source>%n image(s) × %1 patches × %2 elements × %3 = %4, less the language model&apos;s working set %5 (not live at once)</source>
        <translation>
            <numerusform>%n image × %1 patches × %2 elements × %3 = %4, less the language model&apos;s working set %5 (not live at once)</numerusform>
            <numerusform>%n images × %1 patches × %2 elements × %3 = %4, less the language model&apos;s working set %5 (not live at once)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::MemoryPanel</name>
    <message numerus="yes">
        <source>needs %1 GiB = %2 + %3% headroom, per GPU on %n GPU(s)</source>
        <translation>
            <numerusform>needs %1 GiB = %2 + %3% headroom, per GPU on %n GPU</numerusform>
            <numerusform>needs %1 GiB = %2 + %3% headroom, per GPU on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing holds the job on %n GPU(s): the smallest configurations are listed above the instances.</source>
        <translation>
            <numerusform>Nothing holds the job on %n GPU: the smallest configurations are listed above the instances.</numerusform>
            <numerusform>Nothing holds the job on %n GPUs: the smallest configurations are listed above the instances.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing holds it on %n GPU(s); the smallest configurations are listed above the instances (first: %1).</source>
        <translation>
            <numerusform>Nothing holds it on %n GPU; the smallest configurations are listed above the instances (first: %1).</numerusform>
            <numerusform>Nothing holds it on %n GPUs; the smallest configurations are listed above the instances (first: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs %1 GiB = %2 ÷ %3, the share %4 takes, for all %5 requests on one replica of %n GPU(s)</source>
        <translation>
            <numerusform>needs %1 GiB = %2 ÷ %3, the share %4 takes, for all %5 requests on one replica of %n GPU</numerusform>
            <numerusform>needs %1 GiB = %2 ÷ %3, the share %4 takes, for all %5 requests on one replica of %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 starts; %n replica(s) carry the %2 requests.</source>
        <translation>
            <numerusform>%1 starts; %n replica carries the %2 requests.</numerusform>
            <numerusform>%1 starts; %n replicas carry the %2 requests.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::ModelSpec</name>
    <message numerus="yes">
        <source>%1 in %n multi-token-prediction layer(s), not in the total</source>
        <translation>
            <numerusform>%1 in %n multi-token-prediction layer, not in the total</numerusform>
            <numerusform>%1 in %n multi-token-prediction layers, not in the total</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::NeedsPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;Nothing holds this job on %n GPU(s) as configured: it needs %1 GiB per GPU.&lt;/b&gt; The smallest configuration per GPU model, %2:</source>
        <translation>
            <numerusform>&lt;b&gt;Nothing holds this job on %n GPU as configured: it needs %1 GiB per GPU.&lt;/b&gt; The smallest configuration per GPU model, %2:</numerusform>
            <numerusform>&lt;b&gt;Nothing holds this job on %n GPUs as configured: it needs %1 GiB per GPU.&lt;/b&gt; The smallest configuration per GPU model, %2:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The smallest configuration per GPU model, %1 (the table below judges every instance on %n GPU(s)):</source>
        <translation>
            <numerusform>The smallest configuration per GPU model, %1 (the table below judges every instance on %n GPU):</numerusform>
            <numerusform>The smallest configuration per GPU model, %1 (the table below judges every instance on %n GPUs):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::Preflight</name>
    <message numerus="yes">
        <source>Instance: %1 %2 (%3), %4 × %5 per node; %n node(s).</source>
        <translation>
            <numerusform>Instance: %1 %2 (%3), %4 × %5 per node; %n node.</numerusform>
            <numerusform>Instance: %1 %2 (%3), %4 × %5 per node; %n nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Instance: none chosen, so the GPU model is not checked; %1 GPU(s) per node, %n node(s).</source>
        <translation>
            <numerusform>Instance: none chosen, so the GPU model is not checked; %1 GPU per node, %n node.</numerusform>
            <numerusform>Instance: none chosen, so the GPU model is not checked; %1 GPUs per node, %n nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU memory per GPU: %1 GiB = %2 GiB + %3% headroom, with the job on %n GPU(s) (GPU Advisor&apos;s memory model: weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and allocator).</source>
        <translation>
            <numerusform>GPU memory per GPU: %1 GiB = %2 GiB + %3% headroom, with the job on %n GPU (GPU Advisor&apos;s memory model: weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and allocator).</numerusform>
            <numerusform>GPU memory per GPU: %1 GiB = %2 GiB + %3% headroom, with the job on %n GPUs (GPU Advisor&apos;s memory model: weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and allocator).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs per node: the %1 of %2; %n node(s) give the job&apos;s %3 GPU(s).</source>
        <translation>
            <numerusform>GPUs per node: the %1 of %2; %n node give the job&apos;s %3 GPU.</numerusform>
            <numerusform>GPUs per node: the %1 of %2; %n nodes give the job&apos;s %3 GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs per node: the job&apos;s %1 GPU(s) on nodes of at most %2, the most one instance of the catalog has: %n node(s) of %3.</source>
        <translation>
            <numerusform>GPUs per node: the job&apos;s %1 GPU on nodes of at most %2, the most one instance of the catalog has: %n node of %3.</numerusform>
            <numerusform>GPUs per node: the job&apos;s %1 GPUs on nodes of at most %2, the most one instance of the catalog has: %n nodes of %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>RDMA: the job spans %n nodes and all-reduces its gradients across them; over plain TCP, multi-node scaling typically stays under 1.5× (%1).</source>
        <translation>
            <numerusform>RDMA: the job spans %n nodes and all-reduces its gradients across them; over plain TCP, multi-node scaling typically stays under 1.5× (%1).</numerusform>
            <numerusform>RDMA: the job spans %n nodes and all-reduces its gradients across them; over plain TCP, multi-node scaling typically stays under 1.5× (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::PriceUpdate</name>
    <message numerus="yes">
        <source>%1: %n instance(s) priced as of %2 from %3</source>
        <translation>
            <numerusform>%1: %n instance priced as of %2 from %3</numerusform>
            <numerusform>%1: %n instances priced as of %2 from %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n row(s) skipped: CPU-only machines, GPUs the catalog does not describe, or further zones)</source>
        <translation>
            <numerusform> (%n row skipped: a CPU-only machine, a GPU the catalog does not describe, or a further zone)</numerusform>
            <numerusform> (%n rows skipped: CPU-only machines, GPUs the catalog does not describe, or further zones)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n GPU instance type(s) the catalog does not describe left out)</source>
        <translation>
            <numerusform> (%n GPU instance type the catalog does not describe left out)</numerusform>
            <numerusform> (%n GPU instance types the catalog does not describe left out)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU instance type(s) the catalog does not describe left out</source>
        <translation>
            <numerusform>%n GPU instance type the catalog does not describe left out</numerusform>
            <numerusform>%n GPU instance types the catalog does not describe left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n type(s) whose GPU count differs from the catalog&apos;s left out</source>
        <translation>
            <numerusform>%n type whose GPU count differs from the catalog&apos;s left out</numerusform>
            <numerusform>%n types whose GPU count differs from the catalog&apos;s left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::Report</name>
    <message numerus="yes">
        <source>%n instance(s) hold the job in memory (%1 per GPU), but each has a critical problem, listed below; none can be recommended as the job is configured.</source>
        <translation>
            <numerusform>%n instance hold the job in memory (%1 per GPU), but each has a critical problem, listed below; none can be recommended as the job is configured.</numerusform>
            <numerusform>%n instances hold the job in memory (%1 per GPU), but each has a critical problem, listed below; none can be recommended as the job is configured.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job does not fit on %n GPU(s) of any instance in the catalog: it needs %1 of GPU memory per GPU (%2).</source>
        <translation>
            <numerusform>The job does not fit on %n GPU of any instance in the catalog: it needs %1 of GPU memory per GPU (%2).</numerusform>
            <numerusform>The job does not fit on %n GPUs of any instance in the catalog: it needs %1 of GPU memory per GPU (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) under &quot;%1&quot;.</source>
        <translation>
            <numerusform>%n more warning under &quot;%1&quot;.</numerusform>
            <numerusform>%n more warnings under &quot;%1&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needed on each of %n GPU(s): %1.</source>
        <translation>
            <numerusform>needed on each of %n GPU: %1.</numerusform>
            <numerusform>needed on each of %n GPUs: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more instance(s) hold the job in memory but carry a critical problem; they are never picked.</source>
        <translation>
            <numerusform>%n more instance hold the job in memory but carry a critical problem; they are never picked.</numerusform>
            <numerusform>%n more instances hold the job in memory but carry a critical problem; they are never picked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::Scenario</name>
    <message numerus="yes">
        <source>%n image(s) of %1 pixels take %L2 tokens, more than the %L3 tokens of the %4</source>
        <translation>
            <numerusform>%n image of %1 pixels takes %L2 tokens, more than the %L3 tokens of the %4</numerusform>
            <numerusform>%n images of %1 pixels take %L2 tokens, more than the %L3 tokens of the %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) of %1 px (%L2 tokens)</source>
        <translation>
            <numerusform>%n image of %1 px (%L2 tokens)</numerusform>
            <numerusform>%n images of %1 px (%L2 tokens)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::StackAccuracy</name>
    <message numerus="yes">
        <source>%1: median error %2% (%3) on %n published measurement(s) it was never fitted to</source>
        <translation>
            <numerusform>%1: median error %2% (%3) on %n published measurement it was never fitted to</numerusform>
            <numerusform>%1: median error %2% (%3) on %n published measurements it was never fitted to</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ga::cli</name>
    <message numerus="yes">
        <source>%n preset(s). Use one with --model ID, or give --config config.json or --params 7B.</source>
        <translation>
            <numerusform>%n preset. Use one with --model ID, or give --config config.json or --params 7B.</numerusform>
            <numerusform>%n presets. Use one with --model ID, or give --config config.json or --params 7B.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing holds the job on %n GPU(s). The smallest configuration per GPU model:</source>
        <translation>
            <numerusform>Nothing holds the job on %n GPU. The smallest configuration per GPU model:</numerusform>
            <numerusform>Nothing holds the job on %n GPUs. The smallest configuration per GPU model:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>Wrote %1: %n page.</numerusform>
            <numerusform>Wrote %1: %n pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>* a price more than %1 months old (%n instance(s) of the catalog); its date is the row&apos;s as_of in --json. Catalog &gt; Update prices or `gpu-advisor catalog refresh` fetches newer ones.</source>
        <translation>
            <numerusform>* a price more than %1 months old (%n instance of the catalog); its date is the row&apos;s as_of in --json. Catalog &gt; Update prices or `gpu-advisor catalog refresh` fetches newer ones.</numerusform>
            <numerusform>* a price more than %1 months old (%n instances of the catalog); its date is the row&apos;s as_of in --json. Catalog &gt; Update prices or `gpu-advisor catalog refresh` fetches newer ones.</numerusform>
        </translation>
    </message>
</context>
</TS>
