import { describe, expect, it } from 'vitest';
import { rendezvousArgs } from '../../src/supervisor/rendezvous-args.js';

const PY = '/usr/bin/python3';

describe('the rendezvous of a torchrun command line', () => {
  it('reads the c10d endpoint, id and elastic size, in either spelling of the flags', () => {
    const argv = [PY, '/usr/bin/torchrun', '--nnodes', '2:3', '--nproc-per-node=1'];
    const rest = [
      '--rdzv_backend',
      'c10d',
      '--rdzv-endpoint=10.0.0.4:29500',
      '--rdzv_id',
      'spot-train-9800',
    ];
    expect(
      rendezvousArgs([...argv, ...rest, '--max_restarts', '3', 'train.py', '--epochs', '2']),
    ).toEqual({
      host: '10.0.0.4',
      port: 29500,
      runId: 'spot-train-9800',
      minNodes: 2,
      maxNodes: 3,
    });
  });

  it('reads python -m torch.distributed.run, a fixed size, the default port and --local-addr', () => {
    const argv = [PY, '-m', 'torch.distributed.run', '--standalone_not', 'x', '--nnodes=4'];
    const flags = [
      '--rdzv-backend=c10d',
      '--rdzv-endpoint',
      'head',
      '--rdzv-id',
      'r',
      '--local-addr',
      'n1',
    ];
    expect(rendezvousArgs([...argv, ...flags, 'train.py'])).toEqual({
      host: 'head',
      port: 29400,
      runId: 'r',
      minNodes: 4,
      maxNodes: 4,
      localAddr: 'n1',
    });
  });

  it("stops at the training script: the script's own flags are not torchrun's", () => {
    const argv = [PY, '/usr/bin/torchrun', '--rdzv_backend', 'c10d', '--nnodes', '1:2', 'train.py'];
    expect(rendezvousArgs([...argv, '--rdzv_endpoint', 'h:1', '--rdzv_id', 'x'])).toBe(
      'its --rdzv-endpoint, --rdzv-id or --nnodes is not given',
    );
  });

  it('says why there is nothing to leave: standalone, another backend, switches before the script', () => {
    expect(rendezvousArgs([PY, '/usr/bin/torchrun', '--standalone', '--nnodes', '1', 't.py'])).toBe(
      'the agent runs --standalone',
    );
    expect(
      rendezvousArgs([
        PY,
        '/usr/bin/torchrun',
        '--rdzv_backend',
        'etcd',
        '--nnodes',
        '1:2',
        't.py',
      ]),
    ).toBe('its rendezvous backend is etcd, not c10d');
    // --no-python takes no value: the flags after it are still read.
    const argv = [
      PY,
      '/usr/bin/torchrun',
      '--no-python',
      '--rdzv_backend',
      'c10d',
      '--nnodes',
      '2',
    ];
    expect(
      rendezvousArgs([...argv, '--rdzv_endpoint', '[::1]:7', '--rdzv_id', 'i', 'bin']),
    ).toMatchObject({
      host: '::1',
      port: 7,
    });
  });
});
