"""decisions are durable intents: the answer, who applies it, when it was applied or why it failed

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("decisions") as batch:
        batch.add_column(sa.Column("answer", sa.JSON(), nullable=True))
        batch.add_column(
            sa.Column(
                "claimed_by", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False, server_default=""
            )
        )
        batch.add_column(sa.Column("applied_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))
        batch.add_column(sa.Column("detail", sqlmodel.sql.sqltypes.AutoString(), nullable=True))
    # decisions recorded before this migration were applied by the run that recorded them
    op.execute("UPDATE decisions SET outcome = 'applied' WHERE outcome = 'accepted'")


def downgrade() -> None:
    with op.batch_alter_table("decisions") as batch:
        batch.drop_column("detail")
        batch.drop_column("applied_at")
        batch.drop_column("claimed_by")
        batch.drop_column("answer")
