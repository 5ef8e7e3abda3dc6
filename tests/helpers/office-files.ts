import { Document, Packer, Paragraph, TextRun } from "docx";
import ExcelJS from "exceljs";
import PptxGenJS from "pptxgenjs";

/*
 * Office files made by the libraries real applications use to write them (each with its own zip
 * writer, deflate settings and set of parts), so the upload checks are tried on what visitors
 * actually send, not only on files shaped by hand.
 */

/** A Word document with a heading and some paragraphs. */
export async function realDocx(paragraphs = 20): Promise<Buffer> {
  const document = new Document({
    creator: "Asha Kulkarni",
    title: "Curriculum vitae",
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: "Asha Kulkarni", bold: true, size: 32 })] }),
          ...Array.from({ length: paragraphs }, (_, index) => new Paragraph(`Experience ${index + 1}: built lending platforms on Kubernetes and AWS, ${index + 2} years.`)),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * A workbook of `rows` rows. Many rows of near-identical cells are what makes a spreadsheet's
 * sheet part compress best, so a large one tries the ratio limit on a legitimate file.
 */
export async function realXlsx(rows = 50): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Kairav Technologies";
  const sheet = workbook.addWorksheet("Budget");
  sheet.addRow(["Item", "Quarter", "Amount (INR)", "Approved"]);
  for (let index = 0; index < rows; index += 1) sheet.addRow([`Line ${index % 12}`, `Q${(index % 4) + 1}`, 1000, "yes"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A presentation with a few slides of text and a shape. */
export async function realPptx(slides = 3): Promise<Buffer> {
  const presentation = new PptxGenJS();
  for (let index = 0; index < slides; index += 1) {
    const slide = presentation.addSlide();
    slide.addText(`Proposal, part ${index + 1}`, { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 28 });
    slide.addShape(presentation.ShapeType.rect, { x: 0.5, y: 2, w: 4, h: 2, fill: { color: "2A3F8F" } });
  }
  return (await presentation.write({ outputType: "nodebuffer" })) as Buffer;
}
