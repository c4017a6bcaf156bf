/** The spec's words for My details and Documents (spec 1 §2, §8; spec 2 §5, §8), and ours where it is silent. */
export const detailsMessages = {
  documentsEmpty: 'No documents to display',
  uploadFailed: 'Unable to upload document',
  uploadSuccessTitle: 'Upload successful',
  uploadSuccessText:
    'Your document has been uploaded and sent to the team for review. Our review working hours are 9am to 5pm, Monday to Friday.',
  insuranceSaveFailed: (error: string) => `Error creating vehicle: ${error}`,
  // Ours: the spec names the rules but not the words.
  required: 'This field is required',
  mileageDigits: 'Mileage must be digits only',
  mileageTooHigh: 'Mileage must be less than 10,000,000',
  mileageLower: (last: string) => `This reading is lower than the last one (${last} miles). Save it anyway?`,
  insuranceEndBeforeStart: 'The insurance end date must be after the start date',
  certificateTooLong: 'The certificate number must be 40 characters or fewer',
  descriptionTooLong: 'The description must be 200 characters or fewer',
  documentNotUploadable: 'This document cannot be uploaded: it is not outstanding or rejected',
  fileEmpty: 'The file is empty: choose another file',
  fileTooLarge: 'The file is larger than 10 MB: choose a smaller file',
  fileTypeRefused: 'Only PDF, JPEG, PNG or HEIC files can be uploaded',
  vehicleNotFound: 'Vehicle not found',
  registrationInvalid: 'Please enter a valid registration, for example AB12 CDE',
  registrationTaken: 'A car with this registration is already registered. Please contact support if it is yours.',
  textTooLong: (max: number) => `Must be ${max} characters or fewer`,
  vehicleAdded: 'Car added',
  addCar: 'Add a car',
  documentNotFound: 'Document not found',
} as const;
