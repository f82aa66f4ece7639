"""A kernel websocket for Jupyter Server that sends each message at once.

Every click on a board is a comm message to the kernel and a new view back. Jupyter
Server relays both over a websocket that leaves Nagle's algorithm on (tornado's default),
so a small message written while the previous one is not yet acknowledged waits for that
acknowledgement, and the browser delays it by up to 40 ms. A kernel's answer is several
small messages in a row (busy, the new view, idle), so nearly every click waited that long:
a comm's round trip took about 50 ms on a quiet machine, and about 14 ms with the delay
switched off (``python benchmarks/run.py --redraw`` measures both).

Jupyter Server lets its configuration choose the class of these connections; this one is
Jupyter Server's own, which asks for no delay when the websocket opens. ``./dev.sh lab``
and Binder (``binder/postBuild``) start JupyterLab with it; elsewhere, put this line in
``jupyter_server_config.py`` (in the folder ``jupyter --config-dir`` names)::

    c.ServerApp.kernel_websocket_connection_class = "boardwidgets.widget.websocket.NoDelayKernelConnection"

Only Jupyter Server imports this module; boardwidgets itself never does.
"""
from __future__ import annotations

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection

#: the option's value, for a command line or a configuration file
CLASS_NAME = "boardwidgets.widget.websocket.NoDelayKernelConnection"


class NoDelayKernelConnection(ZMQChannelsWebsocketConnection):
    """Jupyter Server's kernel websocket connection, with Nagle's algorithm switched off."""

    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()
