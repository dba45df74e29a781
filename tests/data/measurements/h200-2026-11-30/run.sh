#!/bin/bash
set -u
o=${OUT:?}
nvidia-smi > "$o/nvidia-smi.txt" 2>&1
nvidia-smi --query-gpu=name,memory.total,memory.used,compute_cap,driver_version,pcie.link.gen.max,pcie.link.width.max,ecc.mode.current --format=csv > "$o/query.csv" 2>&1
nvidia-smi -q > "$o/nvidia-smi-q.txt" 2>&1
bash build/device/check.sh --disk-test-mb 512 > "$o/preflight.txt" 2>&1; echo "rc=$?" >> "$o/preflight.txt"
bash build/device/check.sh --json --disk-test-mb 256 > "$o/preflight.json" 2> "$o/preflight.err"
(command -v fio; command -v ibv_devices; nproc; free -g; df -h .; cat /proc/cpuinfo | grep -m1 "model name"; uname -a; cat /etc/os-release | head -3) > "$o/host.txt" 2>&1
python3 -c "import torch; print(torch.__version__, torch.cuda.is_available())" > "$o/torch.txt" 2>&1
pip list 2>/dev/null | grep -iE "^(torch|transformers|peft|bitsandbytes|accelerate|deepspeed) " > "$o/pip.txt" 2>&1
if python3 -c "import torch, transformers" 2>/dev/null; then
  timeout 300 python3 build/device/measure.py "$o" > "$o/measure.json" 2> "$o/measure.log"
fi
ls -la "$o"
