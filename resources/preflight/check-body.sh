# shellcheck shell=bash
# shellcheck disable=SC2153,SC2154 # the settings and messages are assigned above this body, in the header the program writes
# ---- Below: the checks. Only bash, coreutils and the tools probed (nvidia-smi, fio, ibv_devices).
set -u
# dd, df and nvidia-smi then print '.' decimals and the English words parsed below.
export LC_ALL=C

disk_test_mb=$DISK_TEST_MB_DEFAULT
json=0
while (($# > 0)); do
    case $1 in
    --disk-test-mb)
        if (($# < 2)); then
            printf '%s\n' "$T_BAD_SIZE" >&2
            exit 2
        fi
        disk_test_mb=$2
        shift 2
        ;;
    --disk-test-mb=*)
        disk_test_mb=${1#*=}
        shift
        ;;
    --json)
        json=1
        shift
        ;;
    -h | --help)
        printf '%s\n' "$T_HELP"
        exit 0
        ;;
    *)
        printf '%s: %s\n' "$1" "$T_UNKNOWN_OPTION" >&2
        exit 2
        ;;
    esac
done
if ! [[ $disk_test_mb =~ ^[0-9]{1,6}$ ]] || ((10#$disk_test_mb < DISK_TEST_MB_MIN || 10#$disk_test_mb > DISK_TEST_MB_MAX)); then
    printf '%s (%s)\n' "$T_BAD_SIZE" "$disk_test_mb" >&2
    exit 2
fi
disk_test_mb=$((10#$disk_test_mb))

# Every file goes into one temporary folder, removed on exit, also after Ctrl+C or kill: probes run
# in the background and the script waits for them, so a signal ends the wait at once, and the EXIT
# trap stops the probe before it removes the folder.
work=
child=
# shellcheck disable=SC2317 # called by the EXIT trap, which shellcheck does not follow (koalaman/shellcheck#2660)
cleanup() {
    if [[ -n $child ]]; then
        kill "$child" 2>/dev/null
        wait "$child" 2>/dev/null
    fi
    if [[ -n $work ]]; then
        rm -rf -- "$work"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
base=${PREFLIGHT_DIR:-${TMPDIR:-/tmp}}
if ! work=$(mktemp -d "$base/gpu-preflight.XXXXXX"); then
    printf '%s %s\n' "$T_NO_WORKDIR" "$base" >&2
    exit 2
fi

run_bg() {
    "$@" >"$work/out" 2>"$work/err" &
    child=$!
    wait "$child"
    local rc=$?
    child=
    return "$rc"
}

statuses=()
names=()
measured=()
expected=()
failed=0
result() {
    statuses+=("$1")
    names+=("$2")
    measured+=("$3")
    expected+=("$4")
    if [[ $1 == FAIL ]]; then
        failed=1
    fi
    if ((json == 0)); then
        printf '%-4s  %-10s  %-42s  %s\n' "$1" "$2" "$3" "$4"
    fi
}

# 123 -> "12.3" (tenths as a decimal).
tenths() {
    printf '%d.%d' "$(($1 / 10))" "$(($1 % 10))"
}

trim() {
    local s=$1
    s=${s#"${s%%[![:space:]]*}"}
    s=${s%"${s##*[![:space:]]}"}
    printf '%s' "$s"
}

# The first line of a tool's message, cut to fit a line of the report.
short() {
    local line=${1%%$'\n'*}
    if ((${#line} > 60)); then
        line="${line:0:57}..."
    fi
    printf '%s' "$line"
}

first_line() {
    local line=''
    if [[ -r $1 ]]; then
        IFS= read -r line <"$1"
    fi
    short "$line"
}

# dd's seconds ("1.23456", "2.0354e-05") as whole microseconds, in pure bash (no awk or bc).
to_microseconds() {
    [[ $1 =~ ^([0-9]+)(\.([0-9]+))?([eE]([-+]?)([0-9]{1,3}))?$ ]] || return 1
    local int=${BASH_REMATCH[1]} frac=${BASH_REMATCH[3]} sign=${BASH_REMATCH[5]} exp=$((10#${BASH_REMATCH[6]:-0}))
    if [[ $sign == - ]]; then
        exp=$((-exp))
    fi
    local digits=$int$frac point=$((${#int} + exp + 6)) us
    if ((point <= 0)); then
        us=0
    elif ((point > 15)); then
        return 1
    elif ((point >= ${#digits})); then
        us=$digits
        while ((${#us} < point)); do
            us+=0
        done
    else
        us=${digits:0:point}
    fi
    printf '%d' "$((10#$us))"
}

# MB/s from dd's own report ("1073741824 bytes (1.1 GB, 1.0 GiB) copied, 1.2 s, 895 MB/s"): bytes
# over microseconds is MB/s (10^6 bytes per 10^6 µs).
dd_mbs() {
    local line bytes='' secs='' us
    while IFS= read -r line; do
        if [[ $line =~ ^([0-9]+)\ bytes.*copied,\ ([0-9.eE+-]+)\ s ]]; then
            bytes=${BASH_REMATCH[1]}
            secs=${BASH_REMATCH[2]}
        fi
    done <"$1"
    [[ -n $bytes ]] || return 1
    us=$(to_microseconds "$secs") || return 1
    if ((us < 1)); then
        us=1
    fi
    printf '%d' "$((bytes / us))"
}

# ---- GPUs
smi() {
    timeout 60 nvidia-smi "$@" 2>&1
}

gpu_sm=0
check_gpus() {
    local budget_text
    budget_text=">= $BUDGET_MIB MiB ($(tenths $((BUDGET_MIB * 10 / 1024))) GiB)"
    local model_expected=$T_NO_INSTANCE
    if [[ -n $EXPECT_GPU_NAME ]]; then
        model_expected="$EXPECT_GPU_NAME ($EXPECT_GPU_MIB MiB)"
    fi
    if ((EXPECT_GPU_OTHER)); then
        result SKIP gpu-model "$T_GPU_OTHER" "$model_expected"
        return
    fi
    # No GPU to see: what needs one fails, what follows from it is skipped. nvidia-smi comes with
    # the driver, so without it there is no usable driver either.
    no_gpu() {
        if [[ -n $EXPECT_GPU_NAME ]]; then
            result FAIL gpu-model "$1" "$model_expected"
        else
            result SKIP gpu-model "$1" "$model_expected"
        fi
        result FAIL gpu-count "$1" ">= $GPUS_PER_NODE"
        result FAIL gpu-memory "$1" "$budget_text"
        result SKIP compute "$1" ">= sm_$MIN_SM"
        result FAIL driver "$1" ">= $DRIVER_CU128 ($T_CU128)"
        result SKIP cuda "$1" ">= $((CUDA_CU128 / 100)).$((CUDA_CU128 % 100)) ($T_CU128)"
    }
    if ! command -v nvidia-smi >/dev/null 2>&1; then
        no_gpu "$T_NO_SMI"
        return
    fi

    local out rc cc_known=1
    out=$(smi --query-gpu=name,memory.total,driver_version,compute_cap --format=csv,noheader,nounits)
    rc=$?
    # Drivers older than R510 (470, for one) do not know compute_cap (huggingface/candle#733).
    if ((rc != 0)) && [[ $out == *compute_cap* ]]; then
        cc_known=0
        out=$(smi --query-gpu=name,memory.total,driver_version --format=csv,noheader,nounits)
        rc=$?
    fi
    local gpu_names=() gpu_mibs=() line name mib drv='' cc=''
    if ((rc == 0)); then
        while IFS= read -r line; do
            [[ -n $line ]] || continue
            IFS=',' read -r name mib drv cc <<<"$line"
            gpu_names+=("$(trim "$name")")
            gpu_mibs+=("$(trim "$mib")")
        done <<<"$out"
    fi
    if ((${#gpu_names[@]} == 0)); then
        local why=$T_NO_GPU
        if ((rc != 0)); then
            why=$(short "$out")
        fi
        no_gpu "$why"
        return
    fi
    drv=$(trim "$drv")
    cc=$(trim "$cc")

    # The smallest GPU decides: the job puts the same share on each.
    local i min_i=0 min_mib=-1 count=${#gpu_names[@]}
    for i in "${!gpu_mibs[@]}"; do
        mib=${gpu_mibs[i]}
        [[ $mib =~ ^[0-9]+$ ]] || mib=0
        if ((min_mib < 0 || mib < min_mib)); then
            min_mib=$mib
            min_i=$i
        fi
    done

    # Model: the catalog's name and memory (nvidia-smi names differ in form: "NVIDIA A100-SXM4-80GB").
    name=${gpu_names[min_i]}
    if [[ -z $EXPECT_GPU_NAME ]]; then
        result SKIP gpu-model "$name" "$model_expected"
    else
        local norm=${name^^}
        norm=" ${norm//[^[:alnum:]]/ } "
        local lo=$((EXPECT_GPU_MIB * (100 - GPU_MIB_TOLERANCE_PCT) / 100)) hi=$((EXPECT_GPU_MIB * (100 + GPU_MIB_TOLERANCE_PCT) / 100))
        if [[ $norm != *" $EXPECT_GPU_TOKEN "* ]] || ((min_mib < lo || min_mib > hi)); then
            result FAIL gpu-model "$name ($min_mib MiB)" "$model_expected"
        else
            result PASS gpu-model "$name ($min_mib MiB)" "$model_expected"
        fi
    fi

    if ((count >= GPUS_PER_NODE)); then
        result PASS gpu-count "$count" ">= $GPUS_PER_NODE"
    else
        result FAIL gpu-count "$count" ">= $GPUS_PER_NODE"
    fi

    if ((min_mib >= BUDGET_MIB)); then
        result PASS gpu-memory "$min_mib MiB" "$budget_text"
    elif ((count > 1)); then
        result FAIL gpu-memory "${gpu_mibs[min_i]} MiB (GPU $min_i)" "$budget_text"
    else
        result FAIL gpu-memory "${gpu_mibs[min_i]} MiB" "$budget_text"
    fi

    # Compute capability: "8.0" -> 80. Unknown to old drivers: the catalog's, when an instance is chosen.
    local sm=0 sm_note=
    if ((cc_known)) && [[ $cc =~ ^([0-9]+)\.([0-9]+)$ ]]; then
        sm=$((10#${BASH_REMATCH[1]} * 10 + 10#${BASH_REMATCH[2]}))
    elif ((EXPECT_SM > 0)); then
        sm=$EXPECT_SM
        sm_note=" ($T_FROM_CATALOG)"
    fi
    gpu_sm=$sm
    if ((sm == 0)); then
        result SKIP compute "$T_NOT_REPORTED" ">= sm_$MIN_SM"
    elif ((sm >= MIN_SM)); then
        result PASS compute "sm_$sm$sm_note" ">= sm_$MIN_SM"
    elif ((COMPUTE_REQUIRED)); then
        result FAIL compute "sm_$sm$sm_note" ">= sm_$MIN_SM"
    else
        result WARN compute "sm_$sm$sm_note" ">= sm_$MIN_SM"
    fi

    # Driver and CUDA: what the newest wheels this GPU can run need.
    local want_driver=$DRIVER_CU128 want_cuda=$CUDA_CU128 wheels=$T_CU128
    if ((sm > 0 && sm < MIN_SM)); then
        want_driver=$DRIVER_CU126
        want_cuda=$CUDA_CU126
        wheels=$T_CU126
    fi
    local major=${drv%%.*}
    if ! [[ $major =~ ^[0-9]+$ ]]; then
        result WARN driver "${drv:-$T_NOT_REPORTED}" ">= $want_driver ($wheels)"
    elif ((10#$major >= want_driver)); then
        result PASS driver "$drv" ">= $want_driver ($wheels)"
    elif ((10#$major >= DRIVER_CU126)); then
        result WARN driver "$drv ($T_CU126_ONLY)" ">= $want_driver ($wheels)"
    else
        result FAIL driver "$drv" ">= $want_driver ($wheels)"
    fi

    # The CUDA version the driver supports, from the header nvidia-smi prints ("CUDA Version: 12.8").
    local header cuda=0 cuda_text=$T_NOT_REPORTED
    header=$(smi)
    if [[ $header =~ CUDA\ Version:\ *([0-9]+)\.([0-9]+) ]]; then
        cuda=$((10#${BASH_REMATCH[1]} * 100 + 10#${BASH_REMATCH[2]}))
        cuda_text="${BASH_REMATCH[1]}.${BASH_REMATCH[2]}"
    fi
    local cuda_expected=">= $((want_cuda / 100)).$((want_cuda % 100)) ($wheels)"
    if ((cuda == 0)); then
        result WARN cuda "$cuda_text" "$cuda_expected"
    elif ((cuda >= want_cuda)); then
        result PASS cuda "$cuda_text" "$cuda_expected"
    elif ((cuda >= CUDA_CU126)); then
        result WARN cuda "$cuda_text ($T_CU126_ONLY)" "$cuda_expected"
    else
        result FAIL cuda "$cuda_text" "$cuda_expected"
    fi
}

# ---- Host
check_host() {
    local n
    n=$(nproc 2>/dev/null) || n=0
    if ((n >= MIN_VCPUS)); then
        result PASS vcpus "$n" ">= $MIN_VCPUS"
    else
        result WARN vcpus "$n" ">= $MIN_VCPUS"
    fi

    local key value kb=0
    while read -r key value _; do
        if [[ $key == MemTotal: ]]; then
            kb=$value
        fi
    done </proc/meminfo
    local have want
    have="$(tenths $((kb * 10 / 1048576))) GiB"
    want=">= $(tenths $((MIN_RAM_MIB * 10 / 1024))) GiB"
    # MemTotal leaves out what firmware and the kernel reserve, a few per cent of a VM's nominal
    # size: the floor is met at RAM_TOLERANCE_PCT below it.
    if ((kb * 100 >= MIN_RAM_MIB * 1024 * (100 - RAM_TOLERANCE_PCT))); then
        result PASS ram "$have" "$want"
    elif ((RAM_REQUIRED)); then
        result FAIL ram "$have" "$want"
    else
        result WARN ram "$have" "$want"
    fi
}

# ---- Disk, in the temporary folder (set PREFLIGHT_DIR to test the disk the data will be on)
avail_kb=0
check_free() {
    local out line
    out=$(df -Pk -- "$work" 2>/dev/null)
    line=${out##*$'\n'}
    if [[ $line =~ [[:space:]]([0-9]+)[[:space:]]+[0-9]+%[[:space:]] ]]; then
        avail_kb=${BASH_REMATCH[1]}
    fi
    local have
    have="$(tenths $((avail_kb * 1024 / 100000000))) GB in $base"
    if ((MIN_FREE_GB == 0)); then
        result PASS disk-free "$have" "$T_NO_FLOOR"
    elif ((avail_kb * 1024 >= MIN_FREE_GB * 1000000000)); then
        result PASS disk-free "$have" ">= $MIN_FREE_GB GB"
    else
        result FAIL disk-free "$have" ">= $MIN_FREE_GB GB"
    fi
}

seq_status() {
    if (($1 >= MIN_SEQ_MBS)); then
        printf PASS
    elif ((SEQ_REQUIRED)); then
        printf FAIL
    else
        printf WARN
    fi
}

check_sequential() {
    local f=$work/seq.dat mode=direct note='' mbs want=">= $MIN_SEQ_MBS MB/s"
    if ((avail_kb < disk_test_mb * 1024 * 11 / 10)); then
        result SKIP disk-write "$T_NO_SPACE" "$want"
        result SKIP disk-read "$T_NO_SPACE" "$want"
        return
    fi
    if [[ -t 2 ]]; then
        printf '%s %s MiB: %s\n' "$T_TESTING" "$disk_test_mb" "$work" >&2
    fi
    # Direct I/O bypasses the page cache (the guide's dd test); a file system without O_DIRECT
    # refuses it, and a buffered write flushed to disk (conv=fdatasync) measures it instead.
    if ! run_bg dd if=/dev/zero of="$f" bs=1M count="$disk_test_mb" oflag=direct; then
        mode=buffered
        note=" ($T_BUFFERED)"
        rm -f -- "$f"
        if ! run_bg dd if=/dev/zero of="$f" bs=1M count="$disk_test_mb" conv=fdatasync; then
            result FAIL disk-write "$(first_line "$work/err")" "$want"
            result SKIP disk-read "$T_NO_FILE" "$want"
            return
        fi
    fi
    if mbs=$(dd_mbs "$work/err"); then
        result "$(seq_status "$mbs")" disk-write "$mbs MB/s$note" "$want"
    else
        result WARN disk-write "$(first_line "$work/err")" "$want"
    fi

    if [[ $mode == direct ]] && run_bg dd if="$f" of=/dev/null bs=1M iflag=direct; then
        :
    else
        note=" ($T_BUFFERED)"
        # Drop the file's cached pages first, where the kernel allows it, so the disk is read.
        dd if="$f" iflag=nocache count=0 >/dev/null 2>&1
        if ! run_bg dd if="$f" of=/dev/null bs=1M; then
            result FAIL disk-read "$(first_line "$work/err")" "$want"
            rm -f -- "$f"
            return
        fi
    fi
    if mbs=$(dd_mbs "$work/err"); then
        result "$(seq_status "$mbs")" disk-read "$mbs MB/s$note" "$want"
    else
        result WARN disk-read "$(first_line "$work/err")" "$want"
    fi
    rm -f -- "$f"
}

check_iops() {
    local want=">= $MIN_IOPS IOPS"
    if ((MIN_IOPS == 0)); then
        result SKIP disk-iops "-" "$T_NO_FLOOR"
        return
    fi
    if ! command -v fio >/dev/null 2>&1; then
        result SKIP disk-iops "$T_NO_FIO" "$want"
        return
    fi
    if ((avail_kb < disk_test_mb * 1024 * 11 / 10)); then
        result SKIP disk-iops "$T_NO_SPACE" "$want"
        return
    fi
    # 4 KiB random reads, queue depth 128, direct I/O: how cloud providers measure the IOPS they
    # sell (Alibaba Cloud, "Test the performance of block storage devices": fio -direct=1
    # -iodepth=128 -rw=randread -ioengine=libaio -bs=4k).
    local args=(--name=preflight --filename="$work/fio.dat" --size="${disk_test_mb}M" --rw=randread --bs=4k
        --ioengine=libaio --iodepth=128 --runtime=10 --time_based --output-format=terse --terse-version=3
        --output="$work/fio.txt")
    local note=
    if ! run_bg fio "${args[@]}" --direct=1; then
        note=" ($T_BUFFERED)"
        if ! run_bg fio "${args[@]}" --direct=0; then
            result WARN disk-iops "$T_FIO_FAILED: $(first_line "$work/err")" "$want"
            return
        fi
    fi
    # Terse version 3: field 8 is the read IOPS (fio's HOWTO, "Terse output").
    local line last='' fields
    while IFS= read -r line; do
        if [[ $line == 3\;* ]]; then
            last=$line
        fi
    done <"$work/fio.txt"
    IFS=';' read -r -a fields <<<"$last"
    local iops=${fields[7]:-}
    if ! [[ $iops =~ ^[0-9]+$ ]]; then
        result WARN disk-iops "$T_FIO_FAILED" "$want"
    elif ((iops >= MIN_IOPS)); then
        result PASS disk-iops "$iops IOPS$note" "$want"
    else
        result FAIL disk-iops "$iops IOPS$note" "$want"
    fi
    rm -f -- "$work/fio.dat"
}

# ---- RDMA between nodes (InfiniBand, RoCE and EFA devices all appear in /sys/class/infiniband)
check_rdma() {
    if ((NEED_RDMA == 0)); then
        result SKIP rdma "-" "$T_RDMA_NOT_NEEDED"
        return
    fi
    local devices=() d line dev
    for d in /sys/class/infiniband/*; do
        if [[ -e $d ]]; then
            devices+=("${d##*/}")
        fi
    done
    if ((${#devices[@]} == 0)) && command -v ibv_devices >/dev/null 2>&1; then
        while read -r dev _; do
            if [[ -n $dev && $dev != device && $dev != -* ]]; then
                devices+=("$dev")
            fi
        done < <(timeout 30 ibv_devices 2>/dev/null)
    fi
    if ((${#devices[@]} > 0)); then
        result PASS rdma "${devices[*]}" "$T_RDMA_WANTED ($NODES $T_NODES)"
    else
        result FAIL rdma "$T_NO_RDMA" "$T_RDMA_WANTED ($NODES $T_NODES)"
    fi
}

# ---- Python packages: those the job's software needs, when there is a Python to ask (gpu_sm: the
# compute capability check_gpus found, 0 when it found none)
check_python() {
    local py
    py=$(command -v python3 2>/dev/null) || py=
    if [[ -z $py ]]; then
        result SKIP python "$T_NO_PYTHON" "$T_PY_PACKAGES"
        return
    fi
    local entry dists=()
    for entry in $PY_REQUIREMENTS; do
        dists+=("${entry%%|*}")
    done
    # One interpreter start for every version: importlib.metadata reads the installed metadata.
    local -A have=()
    local name version
    if run_bg timeout 120 "$py" -c 'import sys, importlib.metadata as m
for d in sys.argv[1:]:
    try:
        print(d, m.version(d))
    except Exception:
        print(d, "-")' "${dists[@]}"; then
        while read -r name version; do
            have[$name]=$version
        done <"$work/out"
    fi
    local dist min level got want
    for entry in $PY_REQUIREMENTS; do
        IFS='|' read -r dist min level <<<"$entry"
        got=${have[$dist]:--}
        want=$T_ANY_VERSION
        if [[ -n $min ]]; then
            want=">= $min"
        fi
        if [[ $got == - ]]; then
            result "$level" "py-$dist" "$T_NOT_INSTALLED" "$want"
        elif [[ -z $min || $(printf '%s\n%s\n' "$min" "${got%%+*}" | sort -V | head -n1) == "$min" ]]; then
            result PASS "py-$dist" "$got" "$want"
        else
            result "$level" "py-$dist" "$got" "$want"
        fi
    done
    if ((CHECK_TORCH_CUDA)); then
        if [[ ${have[torch]:--} == - ]]; then
            result SKIP torch-cuda "$T_NO_TORCH" "$T_CUDA_TRUE"
        elif run_bg timeout 120 "$py" -c 'import torch; print(torch.cuda.is_available())' && [[ $(<"$work/out") == True ]]; then
            result PASS torch-cuda "$T_CUDA_TRUE" "$T_CUDA_TRUE"
        else
            result FAIL torch-cuda "$T_CUDA_FALSE" "$T_CUDA_TRUE"
        fi
    fi
    if ((FLASH_ATTN_MIN_SM > 0)) && [[ ${have[flash-attn]:--} != - ]]; then
        if ((gpu_sm == 0)); then
            result SKIP flash-attn-gpu "$T_NOT_REPORTED" ">= sm_$FLASH_ATTN_MIN_SM"
        elif ((gpu_sm >= FLASH_ATTN_MIN_SM)); then
            result PASS flash-attn-gpu "sm_$gpu_sm" ">= sm_$FLASH_ATTN_MIN_SM"
        else
            result FAIL flash-attn-gpu "sm_$gpu_sm" ">= sm_$FLASH_ATTN_MIN_SM"
        fi
    fi
}

check_gpus
check_host
check_free
check_sequential
check_iops
check_rdma
check_python

json_string() {
    local s=$1
    s=${s//[$'\t\n\r']/ }
    s=${s//[[:cntrl:]]/}
    s=${s//\\/\\\\}
    s=${s//\"/\\\"}
    printf '"%s"' "$s"
}

if ((!json && !failed)) && [[ -n $LAUNCH ]]; then
    printf '\n%s\n  %s\n' "$T_LAUNCH" "$LAUNCH"
fi
if ((!json)) && [[ -n $CONSOLE_NOTE ]]; then
    printf '\n%s\n  %s\n' "$T_CONSOLE" "$CONSOLE_NOTE"
fi

if ((json)); then
    printf '['
    for i in "${!statuses[@]}"; do
        if ((i > 0)); then
            printf ','
        fi
        printf '\n  {"status": %s, "name": %s, "measured": %s, "expected": %s}' "$(json_string "${statuses[i]}")" \
            "$(json_string "${names[i]}")" "$(json_string "${measured[i]}")" "$(json_string "${expected[i]}")"
    done
    printf '\n]\n'
fi
exit "$failed"
