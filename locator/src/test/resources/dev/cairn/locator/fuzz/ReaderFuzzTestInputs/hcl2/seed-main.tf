# Storage for the access logs.
resource "aws_s3_bucket" "logs" {
  bucket = "acme-logs"
  acl    = "private"

  tags = {
    environment = "prod"
    "cost-center" = 42
  }
}

resource "aws_s3_bucket" "assets" {
  bucket = "acme-${var.env}-assets"

  server_side_encryption_configuration {
    rule {
      apply_server_side_encryption_by_default {
        sse_algorithm = "aws:kms"
      }
    }
  }
}

resource "aws_security_group_rule" "ssh" {
  type        = "ingress"
  from_port   = 22
  cidr_blocks = ["0.0.0.0/0", var.office_cidr]
  count       = var.enabled ? 1 : 0
}

variable "env" {
  default = "dev"
}

locals {
  ratio   = 0.25
  enabled = true
  empty   = []
  script  = <<-EOT
    #!/bin/sh
    echo ${var.env}
  EOT
}
